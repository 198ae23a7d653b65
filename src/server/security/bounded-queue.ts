/**
 * Runs tasks at most `concurrency` at a time, in the order they came. At most `maxWaiting` wait
 * for their turn; one more is refused at once with the error `full` makes, so a flood gets a
 * quick refusal instead of a queue that keeps growing.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    private readonly full: () => Error,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running++;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw this.full();
      // A task that finishes hands its place straight to the next one waiting.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
