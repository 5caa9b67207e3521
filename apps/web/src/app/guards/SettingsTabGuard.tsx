import { Navigate, Outlet, useLocation } from 'react-router';
import { usePermissions } from '../../features/auth/usePermissions.ts';
import { mayOpenTab, SETTINGS_TAB_PATHS, tabOfPath } from '../../features/settings/settings-tabs.ts';

/**
 * The System Administration tabs that need a permission (spec 000 §2 "Access to a system tab"): a caller the
 * server's access answer does not allow goes to /settings.
 */
export default function SettingsTabGuard() {
  const { can } = usePermissions();
  const { pathname } = useLocation();
  if (!mayOpenTab(tabOfPath(pathname), can)) return <Navigate to={SETTINGS_TAB_PATHS.general} replace />;
  return <Outlet />;
}
