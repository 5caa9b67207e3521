import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createRemoteCloudClient } from '../../../app/clients/remote-cloud-client.ts';
import { systemKey, useSystemScope } from '../../../app/scope/system-scope.ts';
import { cloudSystemEndpoints, settingsEndpoints, systemEndpoints } from '../../../lib/endpoints.ts';
import { type Credentials, logIn } from '../../auth/auth.api.ts';
import { systemKeys } from '../../system/system.api.ts';
import { settingsKeys } from '../settings.api.ts';

export const cloudLinkKeys = {
  binding: (systemId: string) => systemKey(systemId, 'cloudLink', 'binding'),
};

/** The system's cloud binding as its settings hold it; `systemId` is `""` while it is not bound. */
export interface CloudBinding {
  systemId: string;
  owner: string;
}

export function useCloudBinding() {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: cloudLinkKeys.binding(systemId),
    queryFn: async (): Promise<CloudBinding> => {
      const values = await client.call(settingsEndpoints.all, {
        query: { _with: 'cloudSystemID,cloudAccountName' },
      });
      return { systemId: values.cloudSystemID ?? '', owner: values.cloudAccountName ?? '' };
    },
  });
}

export interface ConnectInput {
  email: string;
  password: string;
  /** The system's name in the cloud. */
  name: string;
}

/** After a change of the binding: the binding, the settings and the system state are read again. */
function useRefreshAfterChange() {
  const { systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cloudLinkKeys.binding(systemId) }),
      queryClient.invalidateQueries({ queryKey: settingsKeys.all(systemId) }),
      queryClient.invalidateQueries({ queryKey: systemKeys.state(systemId) }),
    ]);
}

/**
 * Connect to the cloud (cloud-api §5.3): the browser creates the cloud system with the account's e-mail and
 * password (`POST <cloud>/api/systems/connect`), then hands its credentials to the server (`cloudBind`),
 * which confirms them with the cloud. When the server refuses, the cloud system just made is removed again.
 */
export function useConnectToCloud(cloudUrl: string) {
  const { client } = useSystemScope();
  const cloud = useMemo(() => createRemoteCloudClient(cloudUrl), [cloudUrl]);
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async ({ email, password, name }: ConnectInput) => {
      const bound = await cloud.call(cloudSystemEndpoints.connect, { body: { name, email, password } });
      try {
        await client.call(systemEndpoints.cloudBind, {
          body: { systemId: bound.id, authKey: bound.authKey, owner: bound.ownerAccountEmail },
        });
      } catch (error) {
        await cloud
          .call(cloudSystemEndpoints.disconnect, { body: { system_id: bound.id, email, password } })
          .catch(() => {});
        throw error;
      }
    },
    onSuccess: refresh,
  });
}

/**
 * Disconnect from the cloud: the current user's password is checked with a fresh session (spec 000: the
 * password is needed), then the server unbinds and tells the cloud (`cloudUnbind`; the console sends an
 * empty `password`, so the local admin keeps its own).
 */
export function useDisconnectFromCloud() {
  const { client } = useSystemScope();
  const refresh = useRefreshAfterChange();
  const verify = useMutation({ mutationFn: (credentials: Credentials) => logIn(client, credentials) });
  const unbind = useMutation({
    mutationFn: () => client.call(systemEndpoints.cloudUnbind, { body: { password: '' }, noReauth: true }),
    onSuccess: refresh,
  });
  return { verify, unbind };
}
