import { describe, expect, it } from 'vitest';
import { isHeadCoach, missingProfile } from './profile';

const coach = { role: 'coach' as const, phone: '(555) 010-0000', gameChangerTeamName: 'Falcons 10U' };

describe('isHeadCoach', () => {
  it('is true for any staff role including head_coach', () => {
    expect(isHeadCoach({ role: 'coach', teamStaff: [{ role: 'head_coach' }] })).toBe(true);
    expect(isHeadCoach({ role: 'coach', teamStaff: [{ role: 'assistant_coach' }, { role: 'director_head_coach' }] })).toBe(true);
    expect(isHeadCoach({ role: 'coach', teamStaff: [{ role: 'assistant_coach' }, { role: 'director' }] })).toBe(false);
    expect(isHeadCoach({ role: 'coach', teamStaff: [] })).toBe(false);
  });

  it('is false for administrators, whatever staff rows they have', () => {
    expect(isHeadCoach({ role: 'admin', teamStaff: [{ role: 'head_coach' }] })).toBe(false);
  });
});

describe('missingProfile', () => {
  it('asks every coach for a phone number, blank counting as missing', () => {
    expect(missingProfile({ ...coach, phone: null, teamStaff: [{ role: 'assistant_coach' }] }).phone).toBe(true);
    expect(missingProfile({ ...coach, phone: '   ', teamStaff: [] }).phone).toBe(true);
    expect(missingProfile({ ...coach, teamStaff: [] }).phone).toBe(false);
  });

  it('asks only head coaches for the scoring-app team name', () => {
    const none = { ...coach, gameChangerTeamName: null };
    expect(missingProfile({ ...none, teamStaff: [{ role: 'head_coach' }] }).gameChangerTeamName).toBe(true);
    expect(missingProfile({ ...none, teamStaff: [{ role: 'assistant_coach' }] }).gameChangerTeamName).toBe(false);
    expect(missingProfile({ ...coach, teamStaff: [{ role: 'head_coach' }] }).gameChangerTeamName).toBe(false);
  });

  it('asks nothing of administrators', () => {
    expect(missingProfile({ role: 'org_admin', phone: null, gameChangerTeamName: null, teamStaff: [] })).toEqual({
      phone: false,
      gameChangerTeamName: false,
    });
  });
});
