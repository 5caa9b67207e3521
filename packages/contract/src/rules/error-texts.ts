/**
 * The default texts of the domain errors, byte-exact as media-server clients match them (media-server-api
 * §2.3). They live with the domain errors, not in the media server's error table, because the route kit and
 * the shared rules throw these errors for every API.
 */

/** Longest text of a value an error message repeats: a message never carries a whole upload back. */
const MAX_SHOWN_VALUE = 200;

/**
 * A value as an error message shows it: strings as they are, anything else as JSON, shortened to a few
 * hundred characters. Objects are walked only as deep and as far as the text gets, so a huge or deeply
 * nested input costs nothing to describe.
 */
export function describeValue(value: unknown, max = MAX_SHOWN_VALUE): string {
  let out = '';
  const put = (s: string) => {
    out += s;
    return out.length < max;
  };
  const walk = (v: unknown, depth: number): boolean => {
    if (v === null || typeof v !== 'object')
      return put(v === undefined ? 'null' : (JSON.stringify(v) ?? 'null'));
    if (depth > 8) return put('…');
    if (Array.isArray(v)) {
      if (!put('[')) return false;
      for (let i = 0; i < v.length; i += 1) if ((i > 0 && !put(',')) || !walk(v[i], depth + 1)) return false;
      return put(']');
    }
    if (!put('{')) return false;
    let first = true;
    for (const [k, inner] of Object.entries(v)) {
      if ((!first && !put(',')) || !put(`${JSON.stringify(k)}:`) || !walk(inner, depth + 1)) return false;
      first = false;
    }
    return put('}');
  };
  if (typeof value === 'string') out = value;
  else walk(value, 0);
  return out.length > max ? `${out.slice(0, max)}…` : out;
}

/** Default texts with the parameter filled in, byte-exact as clients match them. */
export const errorTexts = {
  missingParameter: (name: string) => `Missing required parameter: ${name}.`,
  invalidParameter: (name: string, value: unknown) =>
    `Invalid parameter \`${name}\`: ${describeValue(value)}.`,
  resourceNotFound: (id: string) => `Resource '${id}' is not found`,
  alreadyExists: 'Already exists',
  idNotAllowedOnCreate: 'The parameter id must not be specified when creating a new object.',
  methodNotAllowed: (method: string) => `This endpoint does not allow ${method}.`,
} as const;
