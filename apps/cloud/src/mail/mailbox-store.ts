/**
 * The development mailbox on disk: one RFC 822 message per `<id>.eml`, where the id is the time it was
 * written (UTC, to the millisecond) and a random suffix, so names sort by time and never collide. An id is
 * checked against that exact shape before it becomes a path, which is what keeps `../` out.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NotFound } from '@argus/contract';

const ID_PATTERN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-[0-9a-f]{12}$/;
const EML = '.eml';

export function isMailboxId(id: string): boolean {
  return ID_PATTERN.test(id);
}

/** The id of a mailbox file name, or null for anything else in the folder (temporary files, strays). */
export function mailboxIdOf(fileName: string): string | null {
  if (!fileName.endsWith(EML)) return null;
  const id = fileName.slice(0, -EML.length);
  return isMailboxId(id) ? id : null;
}

/** The file of a message; an id of any other shape is unknown, and never reaches the file system. */
export function mailboxFile(dir: string, id: string): string {
  if (!isMailboxId(id)) throw new NotFound('No such message in the mailbox');
  return join(dir, `${id}${EML}`);
}

/** When the message was written, from its id. */
export function mailboxIdTime(id: string): Date {
  const m = ID_PATTERN.exec(id);
  if (!m) throw new NotFound('No such message in the mailbox');
  const [, y, mo, d, h, mi, s, ms] = m.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d, h, mi, s, ms));
}

let lastStamp = 0;

/** Milliseconds that only grow within this process, so two messages in one millisecond still sort in order. */
function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

export function newMailboxId(now: number = nextStamp()): string {
  const stamp = new Date(now).toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(6).toString('hex')}`;
}

/**
 * Writes a message and answers its id. The file appears whole or not at all (written under a temporary name
 * in the same folder, then renamed), so a reader listing the folder never sees half a message.
 */
export async function writeMailboxMessage(dir: string, raw: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const id = newMailboxId();
  const temporary = join(dir, `.${id}${EML}.tmp`);
  try {
    await writeFile(temporary, raw, { flag: 'wx', mode: 0o600 });
    await rename(temporary, mailboxFile(dir, id));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return id;
}
