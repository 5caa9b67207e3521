import type { Account } from '@argus/contract/cloud';

/** The account's full name (the cloud's `first_name last_name`), or its e-mail when it has none. */
export function accountDisplayName(account: Pick<Account, 'first_name' | 'last_name' | 'email'>): string {
  return `${account.first_name} ${account.last_name}`.trim() || account.email;
}
