import { QUARTER_HOUR_SLOTS } from '../../shared/game-time';
import { clockLabel } from '../../shared/league-time';

/** The times of day a picker offers, every quarter hour, named as the league reads them ("6:00 PM"). */
export const TIME_OPTIONS = QUARTER_HOUR_SLOTS.map((slot) => ({ value: slot, label: clockLabel(slot) }));
