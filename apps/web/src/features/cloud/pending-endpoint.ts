import type { EndpointDef, HttpMethod } from '@argus/contract';
import type { CloudAccess } from '@argus/contract/cloud';
import type { $ZodType } from 'zod/v4/core';

/**
 * The type of a body or reply whose schema the contract does not have yet. Only a type: at run time the
 * endpoint has no schema, so the client checks no reply against it.
 */
type PendingShape<T> = $ZodType<T, T>;

export interface PendingCloudEndpointSpec {
  method: HttpMethod;
  /** The reference's path (cloud-api.md), absolute. */
  path: string;
  access: CloudAccess;
  tag: string;
  summary: string;
}

export type PendingCloudEndpoint<Reply, Body> = EndpointDef<'cloud', CloudAccess> & {
  body: [Body] extends [undefined] ? undefined : PendingShape<Body>;
  reply: PendingShape<Reply>;
};

/**
 * A cloud endpoint the portal calls before the contract defines it (cloud-api.md gives method, path and
 * access), typed with the body and reply the reference describes. Each one is declared in the `*.api.ts` file
 * that calls it, in an object named `pending…Endpoints`; when the contract's object arrives, the call names
 * that instead (one line) and the declaration goes.
 */
export function pendingCloudEndpoint<Reply, Body = undefined>(
  spec: PendingCloudEndpointSpec,
): PendingCloudEndpoint<Reply, Body> {
  return { family: 'cloud', ...spec } as unknown as PendingCloudEndpoint<Reply, Body>;
}
