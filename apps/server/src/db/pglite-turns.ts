import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite is one connection on the server's one thread: every statement of every request waits its turn.
 * Left to itself it serves them in the order they were asked for, and it starts the next one in the same
 * tick, before the server has read the requests that arrived meanwhile. Under load that serves requests in
 * rounds: a request whose next statement comes after a pause (a page, then its details) waits behind every
 * statement the others queued in between, and its latency swings between one and two rounds. Here the
 * waiting statement of the request that arrived first goes first, and the event loop reads new requests
 * between statements, so each request waits only for those that arrived before it.
 */

/** The arrival number of the request whose work is running (async context). */
const arrival = new AsyncLocalStorage<number>();
let arrivals = 0;

/** The next arrival number: give it to a request when it arrives. */
export const nextArrival = (): number => ++arrivals;

/** Runs `fn` as the work of the request that arrived `order`-th: its statements wait behind older requests' only. */
export const asArrival = <T>(order: number, fn: () => T): T => arrival.run(order, fn);

interface Turn {
  order: number;
  /** Ties (statements of one request) go first come, first served. */
  asked: number;
  start: () => void;
}

/**
 * Makes `client` take its statements (queries, transactions, listen) oldest request first. Statements run
 * outside a request (startup, the change feed) count as arriving when they are asked for.
 */
export function serveOldestFirst(client: PGlite): void {
  const exclusive = client._runExclusiveTransaction.bind(client);
  const waiting: Turn[] = [];
  let asked = 0;
  let running = false;

  let scheduled = false;
  const startNext = () => {
    scheduled = false;
    if (running || !waiting.length) return;
    let first = 0;
    for (let i = 1; i < waiting.length; i++) {
      const t = waiting[i]!;
      const f = waiting[first]!;
      if (t.order < f.order || (t.order === f.order && t.asked < f.asked)) first = i;
    }
    running = true;
    waiting.splice(first, 1)[0]!.start();
  };
  // Picked after the event loop's I/O phase, never in the tick that asked: the requests that arrived
  // meanwhile have their number by then (a statement blocks the thread; they are read only between two).
  const pickSoon = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startNext);
  };
  const finished = () => {
    running = false;
    pickSoon();
  };

  client._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push({
        order: arrival.getStore() ?? nextArrival(),
        asked: ++asked,
        start: () => exclusive(fn).then(resolve, reject).finally(finished),
      });
      if (!running) pickSoon();
    });
}
