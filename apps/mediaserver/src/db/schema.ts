/**
 * The schema this version of the server needs: its migrations, and a check of a database against them. A
 * database whose migration table says it is up to date may still lack a table or a column (a hand-edited
 * backup), and a server started on it fails at its first query; the check finds that before anything runs.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { PACKAGE_DIR } from '../package-dir.ts';

export const MIGRATIONS_FOLDER = join(PACKAGE_DIR, 'drizzle');

/** Brings a database's schema up to this version with the server's own migrator. */
export function migrateClient(client: Database.Database): void {
  migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
}

/** Tables with their columns (`type notnull pk` each), and the named indexes the migrations create. */
interface SchemaShape {
  tables: Map<string, Map<string, string>>;
  indexes: Map<string, string>;
}

function shapeOf(client: Database.Database): SchemaShape {
  const tables = new Map<string, Map<string, string>>();
  const names = client
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
    .pluck()
    .all() as string[];
  for (const table of names) {
    const columns = client
      .prepare('SELECT name, type, "notnull", pk FROM pragma_table_info(?)')
      .all(table) as {
      name: string;
      type: string;
      notnull: number;
      pk: number;
    }[];
    tables.set(table, new Map(columns.map((c) => [c.name, `${c.type.toUpperCase()} ${c.notnull} ${c.pk}`])));
  }
  const indexes = client
    .prepare("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
    .all() as { name: string; tbl_name: string }[];
  return { tables, indexes: new Map(indexes.map((i) => [i.name, i.tbl_name])) };
}

let expected: SchemaShape | undefined;

/** The schema of an empty database after every migration of this version. */
function expectedShape(): SchemaShape {
  if (!expected) {
    const empty = new Database(':memory:');
    try {
      migrateClient(empty);
      expected = shapeOf(empty);
    } finally {
      empty.close();
    }
  }
  return expected;
}

/**
 * What a database lacks of the schema this version expects: every table, every column with its type and
 * constraints, every index. Empty when it has them all; tables and columns of its own are allowed.
 */
export function schemaProblems(client: Database.Database): string[] {
  const want = expectedShape();
  const have = shapeOf(client);
  const problems: string[] = [];
  for (const [table, columns] of want.tables) {
    const present = have.tables.get(table);
    if (!present) {
      problems.push(`table ${table}`);
      continue;
    }
    for (const [column, definition] of columns) {
      const found = present.get(column);
      if (found === undefined) problems.push(`column ${table}.${column}`);
      else if (found !== definition)
        problems.push(`column ${table}.${column} as ${definition.toLowerCase()}`);
    }
  }
  for (const [index, table] of want.indexes)
    if (have.tables.has(table) && have.indexes.get(index) !== table) problems.push(`index ${index}`);
  return problems;
}
