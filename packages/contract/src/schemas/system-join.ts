/**
 * How a server joins another system during a merge (issue 20; Argus's own calls, not in Nx 5.1): the server
 * that keeps its system admits the joining one, and the joining one pulls that system's database from it.
 * Each server proves itself to the others by its own sync key, carried in requests only, never in a reply.
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';

/** Long enough that a key cannot be guessed: 32 random bytes in base64url are 43 characters. */
export const SYNC_KEY_MIN_LENGTH = 43;

export const systemServerRecordSchema = z
  .object({
    id: z.string().check(z.minLength(1)),
    name: z.string(),
    /** `host:port` where the server answers, first the one to dial. */
    endpoints: z.array(z.string()),
    version: z.string(),
  })
  .register(mediaServerRegistry, {
    id: 'SystemServerRecord',
    description: 'A server as another server of the system records it: id, name, addresses and version.',
  });
export type SystemServerRecord = z.infer<typeof systemServerRecordSchema>;

export const admitServerDataSchema = z
  .object({
    server: systemServerRecordSchema,
    /** The joining server's sync key: the servers of the system check its handshakes with it. */
    syncKey: z.string().check(z.minLength(SYNC_KEY_MIN_LENGTH)),
  })
  .register(mediaServerRegistry, {
    id: 'AdmitServerData',
    description: 'A server of another system that is to join this one (a merge); its record and sync key.',
  });
export type AdmitServerData = z.infer<typeof admitServerDataSchema>;

export const admitServerReplySchema = z
  .object({
    /** The system the server joins (its `localId`). */
    systemId: z.string(),
    /** The admitting server, which the joining one pulls the system from. */
    server: systemServerRecordSchema,
  })
  .register(mediaServerRegistry, {
    id: 'AdmitServerReply',
    description: 'The system a server was admitted to, and the server to pull it from.',
  });
export type AdmitServerReply = z.infer<typeof admitServerReplySchema>;

export const joinSystemDataSchema = z
  .object({
    systemId: z.string().check(z.minLength(1)),
    /** This server's sync key in that system (its servers already hold it). */
    syncKey: z.string().check(z.minLength(SYNC_KEY_MIN_LENGTH)),
    /** A server of that system to pull its database from. */
    server: systemServerRecordSchema,
  })
  .register(mediaServerRegistry, {
    id: 'JoinSystemData',
    description:
      'The system this server is to join (a merge), its sync key there, and a server to pull from.',
  });
export type JoinSystemData = z.infer<typeof joinSystemDataSchema>;
