import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { systemKey, useSystemScope } from '../../../app/scope/system-scope.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { databaseEndpoints, serversEndpoints } from '../../../lib/endpoints.ts';

/** A backup of a big system takes a while to make, download or upload. */
export const BACKUP_TIMEOUT_MS = 10 * 60_000;
/** How often the restarting server is asked for its runtime id, and how long each ask may take. */
export const RESTART_POLL_MS = 1000;
const RESTART_POLL_TIMEOUT_MS = 3000;
/** A server that has not come back within this time is reported as not answering. */
export const RESTART_WAIT_MS = 3 * 60_000;

/** The runtime id of the server that answers: it changes when the server process restarts. */
async function runtimeIdOf(client: ApiClient, signal?: AbortSignal): Promise<string> {
  const reply = await client.call(serversEndpoints.info, {
    params: { id: 'this' },
    timeoutMs: RESTART_POLL_TIMEOUT_MS,
    noReauth: true,
    signal,
  });
  return (Array.isArray(reply) ? reply[0]?.runtimeId : reply.runtimeId) ?? '';
}

export const backupKeys = {
  restoreState: (systemId: string) => systemKey(systemId, 'database', 'restore'),
};

/**
 * `GET .../system/database/restore`: how the last restore ended (`restored`, or `rolledBack` when the first
 * start on it failed and the server went back to the database it had). Read once per page load: it changes
 * only across a restart, which reloads the page.
 */
export function useRestoreState() {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: backupKeys.restoreState(systemId),
    queryFn: () => client.call(databaseEndpoints.restoreState),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** `GET .../system/database`: the system database as base64 (owner, with a fresh session). */
export function useDownloadBackup() {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: async () =>
      (await client.call(databaseEndpoints.backup, { timeoutMs: BACKUP_TIMEOUT_MS })).data,
  });
}

/**
 * `POST .../system/database`: the server checks the backup, answers, then restarts with it. Resolves the
 * runtime id the server had before, to recognise the restarted one.
 */
export function useRestoreBackup() {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: async (data: string) => {
      const before = await runtimeIdOf(client);
      await client.call(databaseEndpoints.restore, { body: { data }, timeoutMs: BACKUP_TIMEOUT_MS });
      return before;
    },
  });
}

/** Resolves after `ms`, or at once when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Waits until the server answers with a runtime id other than `before` (it has restarted); resolves false
 * when it has not within `RESTART_WAIT_MS` or the wait was aborted. No answer on the way is expected.
 */
export function useAwaitRestart(): (before: string, signal: AbortSignal) => Promise<boolean> {
  const { client } = useSystemScope();
  return useCallback(
    async (before, signal) => {
      const deadline = Date.now() + RESTART_WAIT_MS;
      while (!signal.aborted && Date.now() < deadline) {
        const now = await runtimeIdOf(client, signal).catch(() => before);
        if (now !== before) return true;
        await pause(RESTART_POLL_MS, signal);
      }
      return false;
    },
    [client],
  );
}
