/**
 * Merging systems from the console (media-server-api §4.2.6): the other system's owner logs in to a server of
 * that system, through this server's `/proxy/https/<address>/...` (the browser reaches its own server only),
 * and its session token goes with the merge request to this server, which checks everything again.
 */
import type { MergeStatusReply, SystemInformation } from '@argus/contract/mediaserver';
import { useMutation, useQuery } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../../app/scope/system-scope.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { loginEndpoints, mergeEndpoints, systemEndpoints } from '../../../lib/endpoints.ts';
import { throughProxy } from '../../../lib/proxy-path.ts';
import { type Credentials, logIn } from '../../auth/auth.api.ts';
import { MergeStepError } from './merge-outcome.ts';

export const mergeKeys = {
  thisSystem: (systemId: string) => systemKey(systemId, 'merge', 'thisSystem'),
  status: (systemId: string, mergeId: string) => systemKey(systemId, 'merge', 'status', mergeId),
};

/** How often the console asks whether a merge still runs (spec 000 §9: server status check). */
export const MERGE_STATUS_POLL_MS = 3400;
/** Checking the other system takes a few calls between servers; carrying a merge out may take longer. */
const MERGE_CALL_TIMEOUT_MS = 120_000;

/** A merge as the form asks for it: the other system's address (`host[:port]`) and its owner. */
export interface MergeRequest extends Credentials {
  /** Already normalised (`normalizeMergeAddress`). */
  address: string;
  /** The other system keeps its settings and name; this one joins it. */
  takeRemoteSettings: boolean;
}

/** The other system's owner logs in on its server (no cookie: the token is handed to this server). */
async function logInToOtherSystem(client: ApiClient, { address, username, password }: MergeRequest) {
  try {
    const session = await client.call(throughProxy(loginEndpoints.logIn, address), {
      body: { username, password },
      noReauth: true,
    });
    return session.token;
  } catch (err) {
    throw new MergeStepError('remoteLogin', err);
  }
}

/** The other system's identity (no login needed): its name and servers. */
export function fetchOtherSystem(client: ApiClient, address: string): Promise<SystemInformation> {
  return client.call(throughProxy(systemEndpoints.info, address), { noReauth: true });
}

/** Ends a session made for a dry run; one that is gone already is fine. */
function logOutOfOtherSystem(client: ApiClient, address: string, token: string): void {
  client
    .call(throughProxy(loginEndpoints.logOut, address), { params: { token }, noReauth: true })
    .catch(() => {});
}

async function postMerge(
  client: ApiClient,
  request: MergeRequest,
  token: string,
  dryRun: boolean,
): Promise<MergeStatusReply> {
  try {
    return await client.call(mergeEndpoints.merge, {
      body: {
        remoteEndpoint: request.address,
        remoteSessionToken: token,
        takeRemoteSettings: request.takeRemoteSettings,
        ...(dryRun ? { dryRun: true } : {}),
      },
      timeoutMs: MERGE_CALL_TIMEOUT_MS,
    });
  } catch (err) {
    throw new MergeStepError('merge', err);
  }
}

export interface MergeCheck {
  reply: MergeStatusReply;
  other: SystemInformation;
}

/**
 * The dry run (`dryRun: true`): every check of a merge, nothing changes. The other system's information
 * comes along for the plan the page shows; the session made for it is ended.
 */
export async function checkMerge(client: ApiClient, request: MergeRequest): Promise<MergeCheck> {
  const token = await logInToOtherSystem(client, request);
  try {
    const [reply, other] = await Promise.all([
      postMerge(client, request, token, true),
      fetchOtherSystem(client, request.address),
    ]);
    return { reply, other };
  } finally {
    logOutOfOtherSystem(client, request.address, token);
  }
}

/** The merge itself; the reply's `mergeInProgress` says whether to watch it (`useMergeStatus`). */
export async function startMerge(client: ApiClient, request: MergeRequest): Promise<MergeStatusReply> {
  const token = await logInToOtherSystem(client, request);
  return postMerge(client, request, token, false);
}

export function useMergeCheck() {
  const { client } = useSystemScope();
  return useMutation({ mutationFn: (request: MergeRequest) => checkMerge(client, request) });
}

export function useStartMerge() {
  const { client } = useSystemScope();
  return useMutation({ mutationFn: (request: MergeRequest) => startMerge(client, request) });
}

/** This system's own identity, for the plan: its name and servers. */
export function useThisSystem() {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: mergeKeys.thisSystem(systemId),
    queryFn: () => client.call(systemEndpoints.info),
  });
}

/**
 * `GET .../system/merge` (no login needed) for the merge `mergeId` started: polled until it says no merge runs
 * (`null`: nothing to watch). A server that does not answer meanwhile (it may restart to join) is asked again.
 */
export function useMergeStatus(mergeId: string | null) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: mergeKeys.status(systemId, mergeId ?? ''),
    queryFn: () => client.call(mergeEndpoints.status, { noReauth: true }),
    enabled: mergeId !== null,
    retry: true,
    retryDelay: MERGE_STATUS_POLL_MS,
    refetchInterval: (query) => (query.state.data?.mergeInProgress === false ? false : MERGE_STATUS_POLL_MS),
  });
}

/** This system's owner proves the password before a merge (spec 000 §6): a fresh session, too. */
export function useConfirmOwnPassword() {
  const { client } = useSystemScope();
  return useMutation({ mutationFn: (credentials: Credentials) => logIn(client, credentials) });
}
