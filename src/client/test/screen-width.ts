/**
 * The width of the pretend screen the component tests' matchMedia answers for: wide unless a test
 * asks for a phone. Only min-width and max-width queries, in px or em, are understood.
 */
export const WIDE_SCREEN = 1280;
export const PHONE_SCREEN = 375;

let width = WIDE_SCREEN;

export function setScreenWidth(px: number): void {
  width = px;
}

const PX_PER_EM = 16;

function toPx(value: string, unit: string): number {
  return unit === 'em' || unit === 'rem' ? Number(value) * PX_PER_EM : Number(value);
}

/** Whether every (min-width) and (max-width) condition of the query holds at the current width. */
export function matchesWidth(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|r?em)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, value = '0', unit = 'px']) => (bound === 'min' ? width >= toPx(value, unit) : width <= toPx(value, unit)));
}
