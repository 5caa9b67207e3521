import type { UserModel } from '@argus/contract/mediaserver';
import type { TFunction } from 'i18next';

/** The texts of the list's rows, looked up once per language rather than by every rendered row. */
export interface UserListTexts {
  you: string;
  stateEnabled: string;
  stateDisabled: string;
  /** The Digest column's header, as a tag on cards. */
  digest: string;
  digestOn: string;
  digestOff: string;
  deleteHint: string;
  type(user: UserModel): string;
  enabledFor(user: UserModel): string;
  deleteUser(user: UserModel): string;
}

export function userListTexts(t: TFunction<'users'>): UserListTexts {
  const types = { local: t('types.local'), cloud: t('types.cloud'), ldap: t('types.ldap') };
  return {
    you: t('list.you'),
    stateEnabled: t('list.stateEnabled'),
    stateDisabled: t('list.stateDisabled'),
    digest: t('list.digest'),
    digestOn: t('list.digestOn'),
    digestOff: t('list.digestOff'),
    deleteHint: t('list.delete'),
    type: (user) => types[user.type] ?? user.type,
    enabledFor: (user) => t('list.enabledFor', { name: user.name }),
    deleteUser: (user) => t('list.deleteUser', { name: user.name }),
  };
}
