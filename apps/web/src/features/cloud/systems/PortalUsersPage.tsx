import { Stack } from '@mantine/core';
import UsersPage from '../../settings/users/UsersPage.tsx';
import { OpenSystemTwoFactor } from './SystemUsersPage.tsx';

/**
 * The Users tab of an online cloud system: the media server's own Users page through the relay, as local mode
 * shows it (local users, and cloud users, which the server shares in the cloud first), below the system's
 * two-factor requirement, which is the cloud's.
 */
export default function PortalUsersPage() {
  return (
    <Stack gap="lg">
      <OpenSystemTwoFactor />
      <UsersPage cloudUsers />
    </Stack>
  );
}
