import { Outlet } from 'react-router';

export default function SettingsLayout() {
  return <Outlet />;
}
