const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** A size in bytes for people: 1024 bytes to the kilobyte, one decimal above a kilobyte. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS) {
    value /= 1024;
    unit = next;
    // 1023.96 KB would show as '1024.0 KB': that is a megabyte.
    if (Number(value.toFixed(1)) < 1024) break;
  }
  return `${value.toFixed(1)} ${unit}`;
}
