import type { CoachGameStatus } from '../../shared/game-display';

/** A game status's badge colour, dark enough to read on the badge's own tint (WCAG AA), on white or a table's striped row. */
export const STATUS_COLORS: Record<CoachGameStatus, string> = {
  Final: '#236b34',
  'Score Disputed': '#a61e1e',
  Upcoming: '#1864ab',
  'Awaiting Verification': '#8a4b00',
  'Score Pending': '#495057',
  Cancelled: '#a61e1e',
  Rescheduling: '#8a4b00',
};
