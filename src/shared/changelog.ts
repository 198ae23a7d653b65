export interface Release {
  version: string;
  date: string;
  notes: string[];
}

const HEADING = /^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})\s*$/;

/** The released versions of a Keep-a-Changelog style file, newest first; Unreleased is skipped. */
export function parseChangelog(markdown: string): Release[] {
  const releases: Release[] = [];
  let current: Release | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    if (line.startsWith('## ')) {
      const match = HEADING.exec(line);
      current = match ? { version: match[1] ?? '', date: match[2] ?? '', notes: [] } : null;
      if (current) releases.push(current);
    } else if (current && line.startsWith('- ')) {
      current.notes.push(line.slice(2).trim());
    }
  }
  return releases;
}
