import { Stack } from '@mantine/core';
import { useAccount } from '../auth/auth.api.ts';
import { useOpenCloudSystem } from './cloud-system-context.ts';
import { SystemTwoFactor } from './SystemTwoFactor.tsx';
import { SystemUsers } from './SystemUsers.tsx';

/**
 * The Users tab of a cloud system (the Share System page), where who may open the system is decided: whether
 * it requires two-factor authentication, then its cloud users and their roles.
 */
export default function SystemUsersPage() {
  const { system, selfEmail } = useOpenCloudSystem();
  const account2faEnabled = useAccount().data?.account2faEnabled ?? false;
  return (
    <Stack gap="lg">
      <SystemTwoFactor system={system} account2faEnabled={account2faEnabled} />
      <SystemUsers system={system} selfEmail={selfEmail} />
    </Stack>
  );
}
