/** Random writes to the replicas' schema (test/support/replicas.ts), from a seeded generator. */
import type Database from 'better-sqlite3';

/** mulberry32: a small seeded PRNG. */
export function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)]! };
}
export type Rng = ReturnType<typeof prng>;

export function randomWrite(db: Database.Database, rng: Rng): void {
  const id = `u${rng.int(5)}`;
  const layout = `L${rng.int(2)}`;
  const item = rng.int(3);
  const name = `n${rng.int(1000)}`;
  const avatar = rng.next() < 0.3 ? Buffer.from([rng.int(256), rng.int(256)]) : null;
  switch (rng.int(9)) {
    case 0:
      db.prepare('INSERT OR IGNORE INTO users (id, name, avatar) VALUES (?, ?, ?)').run(id, name, avatar);
      break;
    case 1:
      db.prepare(
        'INSERT INTO users (id, name, email) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name',
      ).run(id, name, `${name}@x`);
      break;
    case 2:
      db.prepare('INSERT OR REPLACE INTO users (id, name, enabled) VALUES (?, ?, ?)').run(
        id,
        name,
        rng.int(2),
      );
      break;
    case 3: {
      const column = rng.pick(['name', 'email', 'enabled', 'avatar']);
      const value = { name, email: `${name}@y`, enabled: rng.int(2), avatar }[column];
      db.prepare(`UPDATE users SET ${column} = ? WHERE id = ?`).run(value, id);
      break;
    }
    case 4:
      db.prepare('DELETE FROM users WHERE id = ?').run(id);
      break;
    case 5:
      db.prepare('INSERT OR IGNORE INTO layout_items (layout, item, label) VALUES (?, ?, ?)').run(
        layout,
        item,
        name,
      );
      break;
    case 6:
      db.prepare('UPDATE layout_items SET x = ?, label = ? WHERE layout = ? AND item = ?').run(
        rng.int(100) / 4,
        rng.next() < 0.5 ? null : name,
        layout,
        item,
      );
      break;
    case 7:
      db.prepare('UPDATE OR IGNORE layout_items SET item = ? WHERE layout = ? AND item = ?').run(
        rng.int(3),
        layout,
        item,
      );
      break;
    default:
      db.prepare('DELETE FROM layout_items WHERE layout = ? AND item = ?').run(layout, item);
  }
}
