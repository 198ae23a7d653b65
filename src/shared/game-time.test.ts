import { describe, expect, it } from 'vitest';
import { defaultStartTime, isWeekendTypeDay, QUARTER_HOUR_SLOTS } from './game-time';
import { springHolidays } from './season';

const season2025 = { weekendDays: [0, 6], holidays: springHolidays(2025) };

describe('defaultStartTime', () => {
  it('starts games at 14:00 on Saturdays and Sundays', () => {
    expect(defaultStartTime(season2025, '2025-05-31')).toBe('14:00'); // Saturday
    expect(defaultStartTime(season2025, '2025-06-01')).toBe('14:00'); // Sunday
    expect(defaultStartTime(season2025, '2025-04-05')).toBe('14:00'); // Saturday
  });

  it('starts games at 14:00 on the season holidays that fall on a weekday', () => {
    expect(defaultStartTime(season2025, '2025-05-26')).toBe('14:00'); // Memorial Day, Monday
    expect(defaultStartTime(season2025, '2025-06-19')).toBe('14:00'); // Juneteenth, Thursday
    expect(defaultStartTime(season2025, '2025-07-04')).toBe('14:00'); // Independence Day, Friday
  });

  it('starts games at 18:00 on ordinary weekdays', () => {
    expect(defaultStartTime(season2025, '2025-05-27')).toBe('18:00'); // Tuesday after Memorial Day
    expect(defaultStartTime(season2025, '2025-06-18')).toBe('18:00'); // Wednesday before Juneteenth
    expect(defaultStartTime(season2025, '2025-05-19')).toBe('18:00'); // the Monday a week before Memorial Day
    expect(defaultStartTime(season2025, '2025-04-01')).toBe('18:00'); // Tuesday
  });
});

describe('springHolidays', () => {
  it('finds Memorial Day as the last Monday of May in other years too', () => {
    expect(springHolidays(2025)).toEqual(['2025-05-26', '2025-06-19', '2025-07-04']);
    expect(springHolidays(2026)[0]).toBe('2026-05-25');
    const season2024 = { weekendDays: [0, 6], holidays: springHolidays(2024) };
    expect(isWeekendTypeDay(season2024, '2024-05-27')).toBe(true);
    expect(isWeekendTypeDay(season2024, '2024-05-20')).toBe(false);
  });
});

describe("a season's own weekend days", () => {
  it('starts games at the weekend time on the days the season names, and only those', () => {
    const fridaysOff = { weekendDays: [5, 6], holidays: ['2026-10-12'] };
    expect(defaultStartTime(fridaysOff, '2026-10-09')).toBe('14:00'); // Friday
    expect(defaultStartTime(fridaysOff, '2026-10-11')).toBe('18:00'); // Sunday
    expect(defaultStartTime(fridaysOff, '2026-10-12')).toBe('14:00'); // a holiday Monday
  });
});

describe('QUARTER_HOUR_SLOTS', () => {
  it('lists the 96 quarter hours of a day from 00:00 to 23:45', () => {
    expect(QUARTER_HOUR_SLOTS).toHaveLength(96);
    expect(QUARTER_HOUR_SLOTS[0]).toBe('00:00');
    expect(QUARTER_HOUR_SLOTS[1]).toBe('00:15');
    expect(QUARTER_HOUR_SLOTS[72]).toBe('18:00');
    expect(QUARTER_HOUR_SLOTS[95]).toBe('23:45');
    expect(new Set(QUARTER_HOUR_SLOTS).size).toBe(96);
  });
});
