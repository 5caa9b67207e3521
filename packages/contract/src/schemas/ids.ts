/** Identifiers: UUIDs accepted with or without braces, in any case (media-server-api §1.2). */

export const NULL_ID = '00000000-0000-0000-0000-000000000000';
export const NULL_ID_LEGACY = `{${NULL_ID}}`;

const UUID_RE = /^\{?([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\}?$/;

/** True when the text is a UUID, with or without braces. */
export function isUuid(text: string): boolean {
  const m = UUID_RE.exec(text);
  // Braces must be balanced: both or neither.
  return m !== null && text.startsWith('{') === text.endsWith('}');
}

/** The REST form of an id: lower case, no braces. Returns null when the text is not a UUID. */
export function normalizeId(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  if (text === '') return NULL_ID;
  if (!isUuid(text)) return null;
  return UUID_RE.exec(text)![1]!.toLowerCase();
}

/** The legacy (`/api`, `/ec2`) form of an id: lower case in braces. */
export function legacyId(id: string): string {
  const n = normalizeId(id) ?? id;
  return `{${n}}`;
}

export function isNullId(id: string | null | undefined): boolean {
  return id === undefined || id === null || id === '' || normalizeId(id) === NULL_ID;
}

/** A role id as sent by clients: empty or missing means the null id (spec §5 payload rules). */
export function roleIdOrNull(id: string | null | undefined): string | null {
  if (id === undefined || id === null || id === '') return NULL_ID;
  return normalizeId(id);
}
