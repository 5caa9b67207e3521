import type { EndpointDef } from '@argus/contract';

/**
 * Replies are checked against their endpoint's schema in development and tests, so a drift between the
 * server and the contract shows at once. Production skips the check (and its build leaves the schemas out).
 */
const CHECK_REPLIES = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** How many schema issues the error lists. */
const LISTED_ISSUES = 5;

export class ReplyMismatchError extends Error {
  constructor(
    readonly endpoint: EndpointDef,
    readonly issues: readonly string[],
  ) {
    super(
      `The reply of ${endpoint.method} ${endpoint.path} does not match its schema: ${issues
        .slice(0, LISTED_ISSUES)
        .join('; ')}`,
    );
    this.name = 'ReplyMismatchError';
  }
}

interface Issue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined;
}

function describe(issue: Issue): string {
  const path = (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Throws a {@link ReplyMismatchError} naming the endpoint when the reply does not match its schema. */
export function checkReply(endpoint: EndpointDef, reply: unknown): void {
  if (!CHECK_REPLIES || !endpoint.reply) return;
  const result = endpoint.reply['~standard'].validate(reply);
  // Schemas with asynchronous checks are not checked (the contract has none).
  if (result instanceof Promise || !result.issues) return;
  throw new ReplyMismatchError(endpoint, result.issues.map(describe));
}
