import loadHighs, { type Highs } from 'highs';

/** A pairing that may take a slot: one 0/1 variable of the model. */
export interface Choice {
  pairing: number;
  slot: number;
  /** What taking it costs the soft goals (a game away from the home team's field costs more). */
  cost: number;
}

/** Groups of choices of which at most one may be taken (a field's overlapping slots, a team's days). */
export type AtMostOne = number[];

/** Leaving a pairing without a slot costs far more than any placement. */
const UNPLACED_COST = 1000;
/** A MIP this size is solved within a few branch-and-bound nodes; the cap keeps the answer deterministic (no clock). */
const OPTIONS = { output_flag: false, mip_rel_gap: 0.001, mip_max_nodes: 2000, presolve: 'on' } as const;

let solver: Promise<Highs> | undefined;

function highs(): Promise<Highs> {
  solver ??= loadHighs();
  return solver;
}

function sum(terms: string[]): string {
  // The LP format takes long rows, but short lines keep the text readable when it is dumped.
  const lines: string[] = [];
  for (let i = 0; i < terms.length; i += 12) lines.push(terms.slice(i, i + 12).join(' + '));
  return lines.join('\n + ');
}

/**
 * Assigns pairings to slots: every pairing takes at most one of its choices (or is left unplaced
 * at a high cost), no group takes more than one, and the total cost is least. Answers, for each
 * pairing, the index of the choice taken or null.
 */
export async function solveAssignment(pairingCount: number, choices: Choice[], groups: AtMostOne[]): Promise<(number | null)[]> {
  if (pairingCount === 0) return [];
  const byPairing: number[][] = Array.from({ length: pairingCount }, () => []);
  choices.forEach((choice, index) => byPairing[choice.pairing]!.push(index));
  const objective = [
    ...byPairing.map((_, p) => `${UNPLACED_COST} u${p}`),
    ...choices.flatMap((choice, index) => (choice.cost === 0 ? [] : [`${choice.cost} x${index}`])),
  ];
  const rows = [
    ...byPairing.map((list, p) => ` p${p}: ${sum([...list.map((i) => `x${i}`), `u${p}`])} = 1`),
    ...groups.filter((group) => group.length > 1).map((group, g) => ` g${g}: ${sum(group.map((i) => `x${i}`))} <= 1`),
  ];
  const bounds = byPairing.map((_, p) => ` 0 <= u${p} <= 1`);
  const binaries = choices.map((_, index) => `x${index}`);
  const text = [
    'Minimize',
    ` obj: ${sum(objective)}`,
    'Subject To',
    ...rows,
    'Bounds',
    ...bounds,
    ...(binaries.length > 0 ? ['Binary', sum(binaries).replaceAll(' + ', ' ')] : []),
    'End',
  ].join('\n');
  const result = (await highs()).solve(text, OPTIONS);
  if (!('Columns' in result) || result.Status === 'Infeasible' || !result.Columns[`u0`] || !('Primal' in result.Columns[`u0`])) {
    throw new Error(`The schedule model could not be solved: ${result.Status}`);
  }
  const taken: (number | null)[] = new Array<number | null>(pairingCount).fill(null);
  choices.forEach((choice, index) => {
    const column = result.Columns[`x${index}`];
    if (column && 'Primal' in column && column.Primal > 0.5) taken[choice.pairing] = index;
  });
  return taken;
}
