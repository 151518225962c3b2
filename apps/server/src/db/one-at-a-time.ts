/**
 * Runs the writes queued under one key one after another in this process. DuckDB lets a transaction update a
 * row that another committed after it began, and then reads its own older snapshot, so a limit that spans rows
 * (a district's ingest, a student's active assignments) is only safe when its writers take turns; PostgreSQL
 * processes additionally take turns on the row they update first.
 */
export class OneAtATime<K> {
  readonly #queues = new Map<K, Promise<unknown>>();

  run<T>(key: K, work: () => Promise<T>): Promise<T> {
    const previous = this.#queues.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    this.#queues.set(key, next);
    void next
      .finally(() => {
        if (this.#queues.get(key) === next) this.#queues.delete(key);
      })
      .catch(() => undefined);
    return next;
  }
}
