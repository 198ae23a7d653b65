const LISTED = 10;

/** The first problems of a refused batch, and how many more there are. */
export function listedProblems(problems: string[]): string {
  const more = problems.length > LISTED ? [`and ${problems.length - LISTED} more`] : [];
  return [...problems.slice(0, LISTED), ...more].join('; ');
}
