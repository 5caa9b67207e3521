/**
 * Many local users at once, for the big-list e2e test and the benchmarks: rows written straight into the
 * system database of a data dir whose server is stopped. Creating 10,000 users through the API would hash
 * 10,000 passwords (argon2id, tens of ms each); here the password is hashed once and the rows go in with
 * one transaction, in a second or two. Everything else in e2e creates its data through the public API.
 *
 * The server must have run once on the data dir (its migrations made the schema and its change feed the
 * triggers). The triggers bump the users table's revision in the same transaction, so any cache keyed by
 * the change feed sees the new rows; a server started afterwards reads everything afresh anyway.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PREDEFINED_ROLES, type PredefinedRoleKey } from '@argus/contract';
import { hashSync } from '@node-rs/argon2';
import Database from 'better-sqlite3';

/** The system database in a data dir (apps/mediaserver/src/db/database.ts, DATABASE_FILE). */
const DATABASE_FILE = 'system.sqlite';
/** `Algorithm.Argon2id` of @node-rs/argon2, as the server hashes (apps/mediaserver/src/auth/password.ts). */
const ARGON2ID = 2;
/** Satisfies the password rules of spec §5 (8+ characters, 2+ classes, not a common password). */
export const SEEDED_PASSWORD = 'Seeded-Viewer-2024';

export interface SeedUsersOptions {
  /** Login names are `${prefix}${i}`, i from 1, zero-padded to the width of `count`. Default `user`. */
  prefix?: string;
  /** Every seeded user's password. Default SEEDED_PASSWORD. */
  password?: string;
  /** A predefined role other than the owner's. Default `viewer`. */
  role?: Exclude<PredefinedRoleKey, 'owner'>;
}

export interface SeededUsers {
  /** Login names in creation order (the order the server lists them in). */
  names: string[];
  password: string;
}

const FIRST_NAMES = (
  'Anna Ben Clara David Elena Felix Greta Hannah Ivan Julia Karl Lena Marco Nina Oliver Paula Quentin Rosa ' +
  'Sven Tanja Uwe Vera Walter Yusuf Zoe Amir Bianca Chen Dana Emil Fatima Georg Ines Jonas Kemal Lukas'
).split(' ');
const LAST_NAMES = (
  'Schmidt Müller Weber Fischer Meyer Wagner Becker Hoffmann Schulz Koch Richter Klein Wolf Neumann Schwarz ' +
  'Zimmermann Braun Krüger Hofmann Hartmann Lange Werner Krause Lehmann Köhler Herrmann König Walter Mayer ' +
  'Huber Kaiser Fuchs Peters Lang Scholz Möller Weiß Jung Hahn Vogel Keller'
).split(' ');

/** A plausible person for row `i`: first and last names cycle at co-prime lengths, so pairs rarely repeat. */
function person(i: number): { fullName: string; email: string } {
  const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
  const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length] as string;
  const mailbox = `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');
  return { fullName: `${first} ${last}`, email: `${mailbox}.${i}@example.com` };
}

/**
 * Inserts `count` local users into the system database of the stopped server whose data dir is `dataDir`,
 * in one transaction; returns their login names and password. Synchronous: the password is hashed once
 * with argon2id (the server's own algorithm) and the hash is shared by every row.
 */
export function seedUsers(dataDir: string, count: number, options: SeedUsersOptions = {}): SeededUsers {
  const file = join(dataDir, DATABASE_FILE);
  if (!existsSync(file))
    throw new Error(`seedUsers: ${file} does not exist; start and stop the server on ${dataDir} first`);
  const prefix = options.prefix ?? 'user';
  const password = options.password ?? SEEDED_PASSWORD;
  const role = PREDEFINED_ROLES.find((r) => r.key === (options.role ?? 'viewer'));
  if (!role) throw new Error(`seedUsers: unknown role ${options.role}`);
  const passwordHash = hashSync(password, { algorithm: ARGON2ID });
  const width = String(count).length;
  const names = Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(width, '0')}`);

  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const hasUsers = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get();
    if (!hasUsers) throw new Error(`seedUsers: ${file} has no users table; has the server run on it?`);
    const insert = db.prepare(
      `INSERT INTO users (id, name, name_key, type, full_name, email, is_owner, permissions,
         accessible_resources, is_enabled, is_http_digest_enabled, user_role_id, password_hash, digest_ha1,
         created_at_ms)
       VALUES (?, ?, ?, 'local', ?, ?, 0, ?, '[]', 1, 0, ?, ?, NULL, ?)`,
    );
    // The server lists users by creation time: consecutive times keep the seeded order.
    const createdAt = Date.now();
    db.transaction(() => {
      names.forEach((name, i) => {
        const { fullName, email } = person(i);
        insert.run(
          randomUUID(),
          name,
          name.toLowerCase(),
          fullName,
          email,
          role.permissions,
          role.id,
          passwordHash,
          createdAt + i,
        );
      });
    })();
  } finally {
    db.close();
  }
  return { names, password };
}
