/**
 * A map whose values together stay within a number of bytes: the least recently used go first.
 * A Map keeps its keys in insertion order, so a use moves its key to the end and the first key is
 * the one to drop.
 */
export class ByteBoundedMap<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /** Marks the key as the most recently used. */
  touch(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
  }

  /** Keeps the value unless it alone is over the bound; older values make room. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    this.#makeRoom();
  }

  /** The value of `key` grew by `bytes` (a compressed form was added to it, say). */
  grow(key: string, bytes: number): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    this.#makeRoom();
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  #makeRoom(): void {
    while (this.#bytes > this.maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) return;
      this.delete(oldest.value);
    }
  }
}
