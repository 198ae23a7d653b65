/** '+1.5', '-0.3', '0.0': a per-game figure with its sign. */
export function signedRuns(value: number): string {
  const fixed = value.toFixed(1);
  return value > 0 && fixed !== '0.0' ? `+${fixed}` : fixed === '-0.0' ? '0.0' : fixed;
}

/** '25%'. */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** '3-1-0'. */
export function recordText(record: { wins: number; losses: number; ties: number }): string {
  return `${record.wins}-${record.losses}-${record.ties}`;
}
