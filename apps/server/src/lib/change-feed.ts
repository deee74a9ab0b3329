/**
 * The generation of the data this process may have cached: it moves on every committed write to the
 * database, told by the triggers' notification (any process, command or psql; its payload names the table)
 * and, for this process's own writes, as soon as the statement or commit completes (Database.listenForChanges),
 * so an answer that follows a write can never come from older memory. A cached answer is good only for the
 * generation it was read in, and nothing is cached while notifications are not arriving. An answer that reads a
 * few tables only may be kept for the generation of those tables (`generationOf`): writes elsewhere (the door's
 * marks and payments) do not move it; a change whose table is not known moves every table's.
 */
export interface ChangeFeed {
  generation(): number;
  /** The generation of the latest change to any of these tables, or to a table not known. */
  generationOf(tables: readonly string[]): number;
  /** False while the notifications may be missed (listening connection down): cache nothing then. */
  live(): boolean;
  /** A write to `table` (or to tables not known) was made. */
  changed(table?: string): void;
  setLive(live: boolean): void;
}

export function createChangeFeed(): ChangeFeed {
  let generation = 0;
  let unknown = 0;
  const byTable = new Map<string, number>();
  let live = false;
  return {
    generation: () => generation,
    generationOf: (tables) => tables.reduce((latest, table) => Math.max(latest, byTable.get(table) ?? 0), unknown),
    live: () => live,
    changed(table) {
      generation += 1;
      if (table) byTable.set(table, generation);
      else unknown = generation;
    },
    setLive(value) {
      generation += 1;
      unknown = generation;
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
