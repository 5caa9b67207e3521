import { Navigate, Outlet } from 'react-router';
import { usePermissions } from '../../features/auth/usePermissions.ts';

/** Advanced, servers and similar pages need admin or owner (spec 000 §2); others go to /settings. */
export default function AdminGuard() {
  const { isAdmin, isOwner } = usePermissions();
  if (!isAdmin && !isOwner) return <Navigate to="/settings" replace />;
  return <Outlet />;
}
