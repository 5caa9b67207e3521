import { Navigate, Outlet } from 'react-router';
import { usePermissions } from '../../features/auth/usePermissions.ts';

/** The users pages need an administrator (spec 000 §2 "Access to a system tab"); others go to /settings. */
export default function UsersGuard() {
  const { isAdmin, isOwner } = usePermissions();
  if (!isAdmin && !isOwner) return <Navigate to="/settings" replace />;
  return <Outlet />;
}
