import { messages, parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite. Its `query()` sends an unnamed Parse on every call, so PostgreSQL
 * parses and plans the query each time (most of a door scan's database time). Here a statement is parsed
 * once per PGlite instance (Close, Parse, Describe, Sync) and each call then sends Bind, Describe portal,
 * Execute and Sync in one batch; the rest copies what `query()` does: its locks, parameter serializers,
 * result parsing and errors. `execProtocolStream` is what dispatches the NOTIFYs that writes cause.
 */

interface Prepared {
  client: PGlite;
  /** Statement name -> its parameter types, for the statements this instance has parsed. */
  statements: Map<string, number[]>;
}

/** Keyed by the Drizzle dialect, which a database shares with its transactions (their client is a PGlite `Transaction`). */
const instances = new WeakMap<object, Prepared>();
/** Past this many statements on one instance, further queries go through `query()` unnamed. */
const MAX_STATEMENTS = 1000;

const dialectOf = (db: unknown) => (db as { dialect: object }).dialect;

/** Lets `namedQuery` use named statements for this PGlite's Drizzle database and its transactions. */
export function enableNamedStatements(db: unknown, client: PGlite): void {
  instances.set(dialectOf(db), { client, statements: new Map() });
}

type Query = (text: string, params: unknown[], options?: QueryOptions) => Promise<Results>;

/**
 * A stand-in for `target.query` (target: the session client of `db`, a PGlite or one of its transactions)
 * that runs the query as the statement `name`; undefined when `db` is not a registered PGlite database.
 */
export function namedQuery(db: unknown, target: PGlite | Transaction, name: string): Query | undefined {
  const prepared = instances.get(dialectOf(db));
  if (!prepared) return undefined;
  const { client, statements } = prepared;
  return async (text, params, options) => {
    if (!statements.has(name) && statements.size >= MAX_STATEMENTS) return target.query(text, params, options);
    const run = () => client.runExclusive(() => runNamed(prepared, name, text, params, options, target !== client));
    if (target !== client) {
      // A transaction: its callback holds the transaction lock; the query lock orders its own queries.
      if (target.closed) throw new Error('Transaction is closed');
      return run();
    }
    await client._checkReady();
    // The transaction lock first, as `query()` takes it: nothing may run inside another caller's BEGIN.
    return client._runExclusiveTransaction(run);
  };
}

async function runNamed(
  { client, statements }: Prepared,
  name: string,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results> {
  try {
    let types = statements.get(name);
    if (!types) {
      // Close first: a name left by a failed attempt is replaced (closing an unknown name is no error).
      const described = await client.execProtocolStream(
        batch(
          protocol.serialize.close({ type: 'S', name }),
          protocol.serialize.parse({ name, text, types: options?.paramTypes }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(described);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialize = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
      return serialize ? serialize(param) : (param as { toString(): string }).toString();
    });
    const results = await client.execProtocolStream(
      batch(
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute(),
        protocol.serialize.sync(),
      ),
      { syncToFs: !inTransaction },
    );
    statements.set(name, types);
    return parse.parseResults(results, client.parsers, options)[0]!;
  } catch (error) {
    // The next call parses it again: cheap, and safe whatever the failure left behind.
    statements.delete(name);
    // As `query()` raises them (makePGliteError): the DatabaseError with its query, params and options.
    if (error instanceof messages.DatabaseError) throw Object.assign(error, { query: text, params, queryOptions: options });
    throw error;
  }
}

function batch(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
