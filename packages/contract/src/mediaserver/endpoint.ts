/**
 * The media server's endpoint vocabulary: its families, who may call its endpoints, and `endpointGroup`,
 * with which every media-server endpoint file declares its endpoints.
 */
import { endpointGroupOf } from '../endpoints/endpoint.ts';
import type { GlobalPermission } from '../rules/permissions.ts';

/** The media server's families: `rest` (error body) and `legacy` (the envelope of `/api`, `/ec2`). */
export type MediaServerFamily = 'rest' | 'legacy';

/**
 * Who may call an endpoint (media-server-api §4.0). A trailing `*` asks for a fresh session (§3.2).
 * `session`: any user authenticated by a session token (not Basic, Digest or a ticket).
 * `access`: any user; the reply holds only what the caller may see.
 * `owner+`: the owner, proven in this very request: by a fresh session, or by its password itself (HTTP
 * Basic or Digest), as the official backup and restore scripts authenticate.
 */
export type EndpointAccess =
  | 'none'
  | 'user'
  | 'user*'
  | 'session'
  | 'access'
  | 'admin'
  | 'admin*'
  | 'owner'
  | 'owner*'
  | 'owner+'
  | GlobalPermission;

/**
 * Declares media-server endpoints of one area with shared defaults:
 * `const ep = endpointGroup({family: 'rest', tag: 'Users', versions: ['v1', 'v2']})`, then `ep({...})`.
 */
export const endpointGroup = endpointGroupOf<MediaServerFamily, EndpointAccess>();

/** REST v1 and v2 serve the same shapes for most resources (media-server-api §1.1). */
export const V1_V2 = ['v1', 'v2'] as const;
