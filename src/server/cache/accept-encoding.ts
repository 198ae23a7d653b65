export type Compression = 'br' | 'gzip';

/**
 * The compression a client asks for in Accept-Encoding: brotli or gzip, whichever it weighs more
 * (brotli on a tie), and never one it weighs `q=0`, which means "not this one".
 */
export function preferredCompression(header: string | undefined): Compression | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';');
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding.trim().toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Compression) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}
