import { canDisconnect, canRename } from '@argus/contract/cloud';
import { Button, Group } from '@mantine/core';
import { IconLogout2, IconPencil, IconPlugConnectedX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../ui/notify.ts';
import { PORTAL_PATHS } from '../portal-paths.ts';
import { DisconnectSystemDialog } from './DisconnectSystemDialog.tsx';
import { LeaveSystemDialog } from './LeaveSystemDialog.tsx';
import { RenameSystemDialog } from './RenameSystemDialog.tsx';
import { useForgetSystem } from './system-sharing.api.ts';
import type { CloudSystem } from './systems.api.ts';

type Dialog = 'rename' | 'disconnect' | 'leave';

/**
 * What the caller may do with the system as a whole (spec 000 §6): rename (owner, cloud administrators),
 * disconnect it from the cloud (owner, with the password), or leave it (anyone but the owner).
 */
export function SystemActions({ system, selfEmail }: { system: CloudSystem; selfEmail: string }) {
  const { t } = useTranslation('cloudSystems');
  const navigate = useNavigate();
  const forget = useForgetSystem();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const gone = async (message: string) => {
    close();
    notify.success(message);
    await forget(system.id);
    navigate(PORTAL_PATHS.systems, { replace: true });
  };

  return (
    <Group gap="xs" wrap="wrap">
      {canRename(system.accessRole) && (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setDialog('rename')}
        >
          {t('rename.open')}
        </Button>
      )}
      {canDisconnect(system.accessRole) && (
        <Button
          variant="light"
          color="red"
          size="sm"
          leftSection={<IconPlugConnectedX size={16} aria-hidden />}
          onClick={() => setDialog('disconnect')}
        >
          {t('disconnect.open')}
        </Button>
      )}
      {system.accessRole !== 'owner' && (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconLogout2 size={16} aria-hidden />}
          onClick={() => setDialog('leave')}
        >
          {t('leave.open')}
        </Button>
      )}
      <RenameSystemDialog
        opened={dialog === 'rename'}
        system={system}
        onRenamed={(name) => {
          close();
          notify.success(t('rename.done', { name }));
        }}
        onClose={close}
      />
      <DisconnectSystemDialog
        opened={dialog === 'disconnect'}
        system={system}
        onDisconnected={() => void gone(t('disconnect.done', { name: system.name }))}
        onClose={close}
      />
      <LeaveSystemDialog
        opened={dialog === 'leave'}
        system={system}
        selfEmail={selfEmail}
        onLeft={() => void gone(t('leave.done', { name: system.name }))}
        onClose={close}
      />
    </Group>
  );
}
