import { SimpleGrid, Stack, Text } from '@mantine/core';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../ui/lazy-part.tsx';
import type { ChangePasswordDialog as ChangePasswordDialogComponent } from '../../account/ChangePasswordDialog.tsx';
import { usePermissions } from '../../auth/usePermissions.ts';
import { useSystemState } from '../../system/system.api.ts';
import { useServers } from '../servers/servers.api.ts';
import { AbilitiesSection } from './AbilitiesSection.tsx';
import { AccountSection } from './AccountSection.tsx';
import { abilitiesOf } from './abilities.ts';
import { RoleName } from './RoleName.tsx';
import { ServersSection } from './ServersSection.tsx';
import { SystemSection } from './SystemSection.tsx';

const ChangePasswordDialog = lazyPart<ComponentProps<typeof ChangePasswordDialogComponent>>(() =>
  import('../../account/ChangePasswordDialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })),
);

/**
 * /settings for users who do not administer the system: read-only facts instead of settings they cannot
 * change. The system, its servers and their status, the caller's account and what its role allows.
 */
export default function SystemOverviewPage() {
  const { t } = useTranslation('settings');
  const { user, access } = usePermissions();
  const system = useSystemState();
  const servers = useServers();
  const [changingPassword, setChangingPassword] = useState(false);
  const local = user?.type === 'local';

  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {t('overview.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        <SystemSection name={system.data?.name ?? ''} version={system.data?.version ?? ''} />
        {user && (
          <AccountSection
            user={user}
            role={<RoleName user={user} access={access} />}
            onChangePassword={local ? () => setChangingPassword(true) : undefined}
            onPrepareChangePassword={ChangePasswordDialog.preload}
          />
        )}
        <ServersSection servers={servers.data} error={servers.error} onRetry={() => void servers.refetch()} />
        <AbilitiesSection abilities={abilitiesOf(access)} />
      </SimpleGrid>
      {changingPassword && user && (
        <ChangePasswordDialog user={user} onClose={() => setChangingPassword(false)} />
      )}
    </Stack>
  );
}
