/** Replies of the cloud for tests, typed by the contract. */
import type { Account, CloudErrorBody, CloudResultCode } from '@argus/contract/cloud';
import { CLOUD_RESULT_STATUS } from '@argus/contract/cloud';
import { jsonResponse } from './render.tsx';

/** The cloud's error body with the status of its result code (cloud-api §1.4). */
export function cloudError(
  resultCode: CloudResultCode,
  errorText: string,
  extra: Partial<CloudErrorBody> = {},
): Response {
  return jsonResponse(CLOUD_RESULT_STATUS[resultCode], { resultCode, errorText, errorData: null, ...extra });
}

export const ACCOUNT: Account = {
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  language: 'en_US',
  is_staff: false,
  is_superuser: false,
  cookie_reviewed: true,
  permissions: [],
  can_publish_integration: false,
  is_authenticated: true,
  sessionVerified: true,
  account2faEnabled: false,
  account2faEveryLogin: true,
  totpExistsForAccount: false,
};
