import { planLeague, type LeaguePlan } from './plan';

/**
 * A benchmark league: `scale` 1 gives 20 divisions of 11 teams (220 teams), over 3,000 games,
 * about 600 coaches and over 200 fields, all with photos and phase 2 availability.
 */
export function planLargeLeague(timeZone: string, scale = 1): LeaguePlan {
  const ages = ['8U', '9U', '10U', '11U', '12U'];
  const regions = ['North', 'South', 'East', 'West', 'Central', 'Coastal', 'Valley', 'Metro', 'Lakes', 'Hills'];
  const divisions = Array.from({ length: Math.round(20 * scale) }, (_, i) => ({
    name: `${ages[i % ages.length]} ${regions[Math.floor(i / ages.length) % regions.length]}${i >= ages.length * regions.length ? ` ${Math.floor(i / (ages.length * regions.length)) + 1}` : ''}`,
    teams: 11,
  }));
  return planLeague({
    seed: 424242,
    year: 2025,
    timeZone,
    divisions,
    phase1Rounds: 28,
    availabilityShare: 1,
    fieldsWithImages: 'all',
    // Nine fields for each of the 24 clubs and a second assistant per team: 200+ fields, 500+ coaches.
    fieldsPerClub: 9,
    extraAssistantsPerTeam: 1,
  });
}

/**
 * The demo league's shape repeated `factor` times (five divisions of eight teams, a six-round
 * phase 1 and the playoffs each time), for measuring how the reads grow with the league.
 */
export function planGrowthLeague(timeZone: string, factor: number): LeaguePlan {
  const ages = ['8U', '9U', '10U', '11U', '12U'];
  const divisions = Array.from({ length: 5 * factor }, (_, i) => ({
    name: factor === 1 ? (ages[i] ?? `${i}`) : `${ages[i % ages.length]} Region ${Math.floor(i / ages.length) + 1}`,
    teams: 8,
  }));
  return planLeague({
    seed: 20250401 + factor,
    year: 2025,
    timeZone,
    divisions,
    phase1Rounds: 6,
    availabilityShare: 0.45,
    fieldsWithImages: 'some',
  });
}
