import { dateOfDay, dayNumber, weekdayOfDay } from './days';
import { minutesOf } from '../../../shared/game-time';
import type { GeneratorField } from './league-input';

/** One start a field offers on one date. */
export interface Slot {
  fieldId: number;
  date: string;
  day: number;
  minutes: number;
}

/** Every start the fields offer from `start` to `end` (league-local dates), by date, field and time. */
export function slotsBetween(fields: GeneratorField[], start: string, end: string): Slot[] {
  const slots: Slot[] = [];
  const sorted = [...fields].sort((a, b) => a.id - b.id);
  for (let day = dayNumber(start); day <= dayNumber(end); day++) {
    const date = dateOfDay(day);
    for (const field of sorted) {
      if (!field.days.includes(weekdayOfDay(day)) || field.blackouts.includes(date)) continue;
      for (const minutes of [...new Set(field.times.map(minutesOf))].sort((a, b) => a - b)) slots.push({ fieldId: field.id, date, day, minutes });
    }
  }
  return slots;
}

/** How many games a field's starts on one date can hold without overlapping (earliest first). */
export function gamesThatFit(starts: number[], lengthMinutes: number): number {
  let count = 0;
  let free = -Infinity;
  for (const minutes of [...starts].sort((a, b) => a - b)) {
    if (minutes >= free) {
      count++;
      free = minutes + lengthMinutes;
    }
  }
  return count;
}
