import { describe, expect, it } from 'vitest';
import { BoundedQueue } from './bounded-queue';

/** A task that runs until it is let go, recording how many run at once. */
function gatedTasks() {
  let running = 0;
  let peak = 0;
  const release: (() => void)[] = [];
  const task = (result: string) => async () => {
    running++;
    peak = Math.max(peak, running);
    await new Promise<void>((resolve) => release.push(resolve));
    running--;
    return result;
  };
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return { task, release, flush, peak: () => peak, running: () => running };
}

describe('BoundedQueue', () => {
  it('runs two at a time in order, lets one wait and refuses the next at once', async () => {
    const queue = new BoundedQueue(2, 1, () => new Error('full'));
    const gate = gatedTasks();
    const first = queue.run(gate.task('a'));
    const second = queue.run(gate.task('b'));
    const third = queue.run(gate.task('c'));
    await gate.flush();
    expect(gate.running()).toBe(2);
    await expect(queue.run(gate.task('d'))).rejects.toThrow('full');

    gate.release.shift()?.();
    expect(await first).toBe('a');
    await gate.flush();
    expect(gate.running()).toBe(2);
    gate.release.shift()?.();
    gate.release.shift()?.();
    expect(await Promise.all([second, third])).toEqual(['b', 'c']);
    expect(gate.peak()).toBe(2);

    // Once the work is done, places are free again.
    const later = queue.run(gate.task('e'));
    await gate.flush();
    gate.release.shift()?.();
    expect(await later).toBe('e');
  });

  it('frees the place of a task that fails', async () => {
    const queue = new BoundedQueue(1, 0, () => new Error('full'));
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });
});
