import { formatWinPct } from '../../../shared/standings';
import { BLOW_OUT_MARGIN, CLOSE_MARGIN, MERCY_MARGIN, type DivisionMetrics } from './metrics';

export interface DivisionParity {
  divisionId: number;
  divisionName: string;
  gamesPlayed: number;
  winPctSpread: number;
}

/** A gap between actual and predicted win percentage worth a sentence. */
const NOTABLE_LUCK = 0.1;

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

/**
 * What the numbers say, in sentences: which division of the season is least balanced, how this
 * division's games were decided, and which team's record its runs do not explain.
 */
export function analysisSummary(divisionName: string, seasonName: string, metrics: DivisionMetrics, seasonParity: readonly DivisionParity[]): string[] {
  const sentences: string[] = [];
  const ranked = [...seasonParity].filter((d) => d.gamesPlayed > 0).sort((a, b) => b.winPctSpread - a.winPctSpread);
  const least = ranked[0];
  const most = ranked[ranked.length - 1];
  if (least && most && ranked.length > 1) {
    sentences.push(
      `${least.divisionName} is the least balanced division of the ${seasonName} season: its teams' win percentages spread ${formatWinPct(least.winPctSpread)} (standard deviation), against ${formatWinPct(most.winPctSpread)} in ${most.divisionName}, the most balanced.`,
    );
  }
  const games = metrics.gamesPlayed;
  if (games === 0) {
    sentences.push(`${divisionName} has no phase 1 results yet.`);
    return sentences;
  }
  const { mercy, close } = metrics.margins;
  const blowOuts = metrics.margins['blow-out'];
  sentences.push(
    `${divisionName} has ${games} ${games === 1 ? 'result' : 'results'}, decided by ${metrics.averageMargin.toFixed(1)} runs on average: ` +
      `${mercy} (${percent(mercy, games)}) ended by the mercy rule (a margin of ${MERCY_MARGIN} or more), ` +
      `${blowOuts} (${percent(blowOuts, games)}) ${blowOuts === 1 ? 'was a blow-out' : 'were blow-outs'} of ${BLOW_OUT_MARGIN} to ${MERCY_MARGIN - 1} runs, ` +
      `and ${close} (${percent(close, games)}) ${close === 1 ? 'was' : 'were'} within ${CLOSE_MARGIN} runs.`,
  );
  const luckiest = [...metrics.teams]
    .filter((t) => t.gamesPlayed > 0)
    .sort((a, b) => Math.abs(b.winPct - b.pythagoreanWinPct) - Math.abs(a.winPct - a.pythagoreanWinPct))[0];
  if (luckiest && Math.abs(luckiest.winPct - luckiest.pythagoreanWinPct) >= NOTABLE_LUCK) {
    const more = luckiest.winPct > luckiest.pythagoreanWinPct;
    sentences.push(
      `${luckiest.teamName} has won ${more ? 'more' : 'less'} than its runs predict (${formatWinPct(luckiest.winPct)} against ${formatWinPct(luckiest.pythagoreanWinPct)}).`,
    );
  }
  const hardest = [...metrics.teams].filter((t) => t.gamesPlayed > 0).sort((a, b) => b.strengthOfSchedule - a.strengthOfSchedule)[0];
  // Opponents without other results make no schedule hard.
  if (hardest && hardest.strengthOfSchedule > 0) {
    sentences.push(`${hardest.teamName} has had the hardest schedule: its opponents won ${formatWinPct(hardest.strengthOfSchedule)} of their other games.`);
  }
  return sentences;
}
