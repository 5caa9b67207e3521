import { useMutation } from '@tanstack/react-query';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import { cloudAccountEndpoints } from '../../../lib/endpoints.ts';
import type { RegisterValues } from './register-validation.ts';

export interface Registration {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  /** The invitation's code: the account is activated at once (cloud-api §2.3). */
  code?: string;
}

/** The registration the form's values ask for (names trimmed), with an invitation's code if any. */
export function registrationOf(values: RegisterValues, code?: string): Registration {
  return {
    email: values.email,
    password: values.password,
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    ...(code ? { code } : {}),
  };
}

/** Creates an account; resolves whether it is active already (an invitation's code) or waits for its link. */
export function useRegister() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (registration: Registration) =>
      client.call(cloudAccountEndpoints.register, { body: registration }),
  });
}

/** Activates the account of an activation link's code. */
export function useActivate() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (code: string) => client.call(cloudAccountEndpoints.activate, { body: { code } }),
  });
}

/** Sends the activation e-mail again (the cloud answers ok for any address, so none can be probed). */
export function useResendActivation() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (email: string) =>
      client.call(cloudAccountEndpoints.activate, { body: { user_email: email } }),
  });
}

/** Sends the password reset e-mail (ok for any address). */
export function useRequestPasswordReset() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (email: string) =>
      client.call(cloudAccountEndpoints.restorePassword, { body: { user_email: email } }),
  });
}

/** Sets a new password with the code of a reset link. */
export function useResetPassword() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: ({ code, password }: { code: string; password: string }) =>
      client.call(cloudAccountEndpoints.restorePassword, { body: { code, new_password: password } }),
  });
}
