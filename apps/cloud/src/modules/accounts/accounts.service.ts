import { hashPassword } from '../../auth/password.ts';
import type { Clock } from '../../clock.ts';
import { type AccountsRepository, normalizeEmail } from './accounts.repository.ts';
import type { AccountRow, AccountStatus } from './accounts.table.ts';

export interface NewAccount {
  email: string;
  /** Absent for an invited account. */
  password?: string | undefined;
  firstName?: string;
  lastName?: string;
  language?: string;
  status: AccountStatus;
  isStaff?: boolean;
  isSuperuser?: boolean;
  invitedBy?: string | null;
}

/** Accounts as the rest of the cloud creates them: e-mail normalised, password hashed. */
export class AccountsService {
  constructor(
    private readonly accounts: Pick<AccountsRepository, 'insert'>,
    private readonly clock: Clock,
  ) {}

  async create(account: NewAccount): Promise<AccountRow> {
    const now = this.clock();
    const passwordHash = account.password === undefined ? null : await hashPassword(account.password);
    return this.accounts.insert({
      email: normalizeEmail(account.email),
      passwordHash,
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      language: account.language ?? 'en_US',
      status: account.status,
      isStaff: account.isStaff ?? false,
      isSuperuser: account.isSuperuser ?? false,
      invitedBy: account.invitedBy ?? null,
      createdAt: now,
      passwordChangedAt: passwordHash ? now : null,
      activatedAt: account.status === 'activated' ? now : null,
    });
  }
}
