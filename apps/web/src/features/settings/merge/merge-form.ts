/**
 * The merge form's values and their checks (spec 000 §5 "Merge address", "merge password"), shared by System
 * Administration → Merge Systems and the setup wizard's "Connect the server to the existing System". Pure.
 */
import { normalizeMergeAddress, validateServerUrl } from '@argus/contract';
import type { MergeRequest } from './merge.api.ts';

export interface MergeFormValues {
  /** As typed: a protocol, credentials and a trailing slash are allowed and stripped. */
  address: string;
  login: string;
  password: string;
  /** Whose settings, name and owner password the merged system keeps. */
  keep: 'this' | 'other';
}

export type MergeFormError = 'addressRequired' | 'invalidAddress' | 'loginRequired' | 'passwordRequired';

export type MergeFormErrors = Record<'address' | 'login' | 'password', MergeFormError | null>;

export function validateMergeForm({
  address,
  login,
  password,
}: Pick<MergeFormValues, 'address' | 'login' | 'password'>): MergeFormErrors {
  const url = validateServerUrl(address);
  return {
    address: url.ok ? null : url.error === 'required' ? 'addressRequired' : 'invalidAddress',
    login: login.trim() === '' ? 'loginRequired' : null,
    password: password === '' ? 'passwordRequired' : null,
  };
}

/**
 * The request of valid form values: the address as the merge call carries it (`host[:port]`, spec 000 §5
 * "Payload rules"), the login without surrounding spaces.
 */
export function mergeRequestOf(values: MergeFormValues): MergeRequest {
  return {
    address: normalizeMergeAddress(values.address),
    username: values.login.trim(),
    password: values.password,
    takeRemoteSettings: values.keep === 'other',
  };
}
