/**
 * The generation of the data this process may have cached: it moves on every committed write to the
 * database, told by the triggers' notification (any process, command or psql) and, for this process's own
 * writes, as soon as the statement or commit completes (Database.listenForChanges), so an answer that
 * follows a write can never come from older memory. A cached answer is good only for the generation it was
 * read in, and nothing is cached while notifications are not arriving.
 */
export interface ChangeFeed {
  generation(): number;
  /** False while the notifications may be missed (listening connection down): cache nothing then. */
  live(): boolean;
  changed(): void;
  setLive(live: boolean): void;
}

export function createChangeFeed(): ChangeFeed {
  let generation = 0;
  let live = false;
  return {
    generation: () => generation,
    live: () => live,
    changed() {
      generation += 1;
    },
    setLive(value) {
      generation += 1;
      live = value;
    },
  };
}

/**
 * One value read from the database, kept for the generation it was read in and the key it was read for
 * (what else it depends on, such as the minute): the next call after any write, or with another key, reads
 * it again. Nothing is kept while the feed is not live.
 */
export function keptUntilChange<T>(changes: ChangeFeed): (key: string, load: () => Promise<T>) => Promise<T> {
  let kept: { generation: number; key: string; value: Promise<T> } | undefined;
  return (key, load) => {
    if (!changes.live()) return load();
    const generation = changes.generation();
    if (kept && kept.generation === generation && kept.key === key) return kept.value;
    const value = load();
    kept = { generation, key, value };
    // A failed read is not kept.
    value.catch(() => kept?.value === value && (kept = undefined));
    return value;
  };
}
