import { normalizeId } from '@argus/contract';
import type { CallerAccess, UserModel } from '@argus/contract/mediaserver';
import { useTranslation } from 'react-i18next';
import { useUserRoles } from '../users/users.api.ts';

/** A custom role's own name, read only for members of a custom role. */
function CustomRoleName({ roleId }: { roleId: string }) {
  const { t } = useTranslation('settings');
  const roles = useUserRoles();
  const id = normalizeId(roleId);
  const role = roles.data?.find((r) => normalizeId(r.id) === id);
  return <>{role?.name ?? t('overview.roles.customRole')}</>;
}

/** The caller's role as the server's access answer names it (spec 000 §3 access roles). */
export function RoleName({ user, access }: { user: UserModel; access: CallerAccess | null }) {
  const { t } = useTranslation('settings');
  const role = access?.accessRole;
  if (!role) return <>—</>;
  if (role === 'customRole') return <CustomRoleName roleId={user.userRoleId} />;
  return <>{t(`overview.roles.${role}`)}</>;
}
