import type { CalendarAriaLabels } from '@mantine/dates';

/** Names for the calendar's arrow and level buttons, which are icons only. */
export const CALENDAR_ARIA_LABELS: CalendarAriaLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose another month',
  yearLevelControl: 'Choose another year',
};

/** The date input's placeholder is real text: give it the readable dimmed colour. */
export const DATE_INPUT_STYLES = { placeholder: { color: 'var(--mantine-color-dimmed)' } };
