import { Navigate, Outlet, useLocation } from 'react-router';
import { usePermissions } from '../../features/auth/usePermissions.ts';
import { mayOpenTab } from '../../features/settings/settings-tabs.ts';
import { useSystemPaths } from '../scope/useSystemPaths.ts';

/**
 * The System Administration tabs that need a permission (spec 000 §2 "Access to a system tab"): a caller the
 * server's access answer does not allow goes to the system's /settings.
 */
export default function SettingsTabGuard() {
  const { can } = usePermissions();
  const { pathname } = useLocation();
  const paths = useSystemPaths();
  if (!mayOpenTab(paths.settingsTabOf(pathname), can)) return <Navigate to={paths.settings()} replace />;
  return <Outlet />;
}
