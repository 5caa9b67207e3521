/**
 * How many statements that may write this connection has run: a number that moves after every write of this
 * process, read without asking SQLite. The change feed compares it (with SQLite's `data_version`, which moves
 * with the commits of other connections) to know that no revision can have changed since it last read them.
 */
import type Database from 'better-sqlite3';

type Statement = Database.Statement<unknown[], unknown>;

const counters = new WeakMap<Database.Database, () => number>();

/** Makes `statement` count a write each time it runs (unless SQLite says it only reads). */
function countRuns(statement: Statement, bump: () => void): Statement {
  if (statement.readonly) return statement;
  for (const method of ['run', 'get', 'all', 'iterate'] as const) {
    const original = statement[method] as (...args: unknown[]) => unknown;
    // An `INSERT … RETURNING` writes through get/all too; the count moves even when the statement fails.
    (statement as unknown as Record<string, unknown>)[method] = function counted(
      this: Statement,
      ...args: unknown[]
    ) {
      try {
        return original.apply(this, args);
      } finally {
        bump();
      }
    };
  }
  return statement;
}

/**
 * The write count of `client`, counting from the first call on (every later `prepare` and `exec` of the
 * connection is counted; call it before anything prepares a writing statement it keeps).
 */
export function writeCountOf(client: Database.Database): () => number {
  const known = counters.get(client);
  if (known) return known;
  let writes = 0;
  const bump = () => {
    writes += 1;
  };
  const prepare = client.prepare.bind(client);
  const exec = client.exec.bind(client);
  Object.assign(client, {
    prepare: (source: string) => countRuns(prepare(source) as Statement, bump),
    exec: (source: string) => {
      try {
        return exec(source);
      } finally {
        bump();
      }
    },
  });
  const count = () => writes;
  counters.set(client, count);
  return count;
}
