import { Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../auth/auth.api.ts';
import { useOpenCloudSystem } from './cloud-system-context.ts';
import { SystemNotice } from './SystemNotice.tsx';
import { SystemTwoFactor } from './SystemTwoFactor.tsx';
import { SystemUsers } from './SystemUsers.tsx';

/** Whether the open system requires two-factor authentication: the cloud's setting, online or not. */
export function OpenSystemTwoFactor() {
  const { system } = useOpenCloudSystem();
  const account2faEnabled = useAccount().data?.account2faEnabled ?? false;
  return <SystemTwoFactor system={system} account2faEnabled={account2faEnabled} />;
}

/**
 * The Users tab of an offline cloud system (the Share System page): its media server cannot be asked, so the
 * cloud's word is shown: whether it requires two-factor authentication, its cloud users and their roles, and
 * that its local users are managed here once it is back online (then the tab is the server's Users page).
 */
export default function SystemUsersPage() {
  const { t } = useTranslation('cloudSystems');
  const { system, selfEmail } = useOpenCloudSystem();
  return (
    <Stack gap="lg">
      <SystemNotice
        icon={<IconPlugConnectedX size={20} aria-hidden />}
        title={t('system.offlineTitle')}
        testId="system-users-offline"
      >
        <Text size="sm">{t('users.offlineNote')}</Text>
      </SystemNotice>
      <OpenSystemTwoFactor />
      <SystemUsers system={system} selfEmail={selfEmail} />
    </Stack>
  );
}
