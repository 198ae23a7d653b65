/** Dates as whole days since 1970-01-01, for rest-day arithmetic. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
}

export function dateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** 0 Sunday to 6 Saturday (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (day + 4) % 7;
}
