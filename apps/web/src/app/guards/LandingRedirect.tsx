import { Navigate } from 'react-router';
import { landingOf } from '../../features/auth/next-target.ts';
import { usePermissions } from '../../features/auth/usePermissions.ts';
import { useSystemPaths } from '../scope/useSystemPaths.ts';

/** A system's index (`/` in local mode) for a logged-in user: their landing page, from the server's access answer. */
export default function LandingRedirect() {
  const { can } = usePermissions();
  return <Navigate to={landingOf(can, useSystemPaths())} replace />;
}
