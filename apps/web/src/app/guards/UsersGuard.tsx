import { Outlet } from 'react-router';

export default function UsersGuard() {
  return <Outlet />;
}
