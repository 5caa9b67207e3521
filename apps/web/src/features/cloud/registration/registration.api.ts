import type { OkReply } from '@argus/contract/cloud';
import { useMutation } from '@tanstack/react-query';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import { pendingCloudEndpoint } from '../pending-endpoint.ts';

export interface Registration {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  /** The invitation's code: the account is activated at once (cloud-api §2.3). */
  code?: string;
}

/**
 * Registration calls the contract does not define yet (cloud-api §2.2): each becomes `accountEndpoints.<name>`.
 */
const pendingRegistrationEndpoints = {
  register: pendingCloudEndpoint<{ activated: boolean }, Registration>({
    method: 'POST',
    path: '/api/account/register',
    access: 'none',
    tag: 'Account',
    summary: 'Create an account.',
  }),
  activate: pendingCloudEndpoint<OkReply, { code: string } | { user_email: string }>({
    method: 'POST',
    path: '/api/account/activate',
    access: 'none',
    tag: 'Account',
    summary: 'Activate an account with its code, or send the activation e-mail again.',
  }),
  restorePassword: pendingCloudEndpoint<
    OkReply,
    { user_email: string } | { code: string; new_password: string }
  >({
    method: 'POST',
    path: '/api/account/restorePassword',
    access: 'none',
    tag: 'Account',
    summary: 'Send a password reset e-mail, or set a new password with its code.',
  }),
};

/** Creates an account; resolves whether it is active already (an invitation's code) or waits for its link. */
export function useRegister() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (registration: Registration) =>
      client.call(pendingRegistrationEndpoints.register, { body: registration }),
  });
}

/** Activates the account of an activation link's code. */
export function useActivate() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (code: string) => client.call(pendingRegistrationEndpoints.activate, { body: { code } }),
  });
}

/** Sends the activation e-mail again (the cloud answers ok for any address, so none can be probed). */
export function useResendActivation() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (email: string) =>
      client.call(pendingRegistrationEndpoints.activate, { body: { user_email: email } }),
  });
}

/** Sends the password reset e-mail (ok for any address). */
export function useRequestPasswordReset() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (email: string) =>
      client.call(pendingRegistrationEndpoints.restorePassword, { body: { user_email: email } }),
  });
}

/** Sets a new password with the code of a reset link. */
export function useResetPassword() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: ({ code, password }: { code: string; password: string }) =>
      client.call(pendingRegistrationEndpoints.restorePassword, { body: { code, new_password: password } }),
  });
}
