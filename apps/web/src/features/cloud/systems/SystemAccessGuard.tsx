import { Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSystemOffline } from '../../../lib/relay-error-normaliser.ts';
import { Preloader } from '../../../ui/Preloader.tsx';
import { useCurrentUser } from '../../auth/auth.api.ts';
import { SystemNotice } from './SystemNotice.tsx';

/** Why a system's pages cannot be opened although it is online. */
export type UnreachableReason = 'noAccess' | 'unavailable';

export function SystemUnreachable({ reason }: { reason: UnreachableReason }) {
  const { t } = useTranslation('cloudSystems');
  return (
    <SystemNotice
      icon={<IconLock size={20} aria-hidden />}
      title={t('system.notReachable')}
      testId="system-unreachable"
    >
      <Text size="sm">{t(`system.unreachable.${reason}`)}</Text>
    </SystemNotice>
  );
}

/**
 * The system's pages for a user its media server knows: who the token's user is, and what it may do, is the
 * server's answer (`GET /rest/v1/login/sessions/current` through the relay), which the pages' permission
 * checks read as in local mode. A token the server refuses (the account is no user of the system) or a server
 * that does not answer: a message instead of the pages. An offline system's failure shows nothing here: the
 * system page turns to its offline state.
 */
export function SystemAccessGuard({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError, error } = useCurrentUser();
  if (isPending || (isError && isSystemOffline(error))) return <Preloader fullScreen={false} />;
  if (isError) return <SystemUnreachable reason="unavailable" />;
  if (!user) return <SystemUnreachable reason="noAccess" />;
  return children;
}
