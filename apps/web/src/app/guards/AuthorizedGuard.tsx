import { Outlet } from 'react-router';

export default function AuthorizedGuard() {
  return <Outlet />;
}
