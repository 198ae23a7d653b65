import { setImmediate as nextTurn } from 'node:timers/promises';

/** The longest run of back-to-back SQLite statements before other requests get a turn. */
export const SLICE_MS = 10;

let sliceStart = performance.now();

/**
 * SQLite statements run synchronously, so a long import (thousands of rows, in batches) would
 * hold the event loop from its first statement to its last: no other request, not even
 * /healthz, would be answered meanwhile. Called before each statement, this lets the event loop
 * take its turn once a slice is used up. A transaction keeps its connection while it waits, so
 * no other statement runs inside it.
 */
export async function takeTurnWhenDue(): Promise<void> {
  if (performance.now() - sliceStart < SLICE_MS) return;
  await nextTurn();
  sliceStart = performance.now();
}
