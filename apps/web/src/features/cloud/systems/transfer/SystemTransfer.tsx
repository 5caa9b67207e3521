import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../../../ui/notify.ts';
import { useAccount } from '../../auth/auth.api.ts';
import { cloudFailureOf } from '../../cloud-failures.ts';
import type { CloudSystem } from '../systems.api.ts';
import { TransferOffer } from './TransferOffer.tsx';
import { TransferOwnershipDialog } from './TransferOwnershipDialog.tsx';
import { pendingTransferOf, useCancelTransfer, useTransferEnabled, useTransfers } from './transfer.api.ts';

/**
 * Ownership transfer on a system's page (feature flag `cloudOwnershipTransfer`): the owner's "Transfer
 * ownership" button, or its pending offer with "Cancel"; the proposed owner's offer to accept or reject.
 */
export function SystemTransfer({ system }: { system: CloudSystem }) {
  const enabled = useTransferEnabled();
  if (!enabled) return null;
  return <SystemTransferPart system={system} />;
}

function SystemTransferPart({ system }: { system: CloudSystem }) {
  const { t } = useTranslation('cloudTransfer');
  const [search] = useSearchParams();
  const me = useAccount().data?.email ?? '';
  const isOwner = system.accessRole === 'owner';
  const transfers = useTransfers();
  const cancel = useCancelTransfer();
  const [dialogOpen, setDialogOpen] = useState(false);
  const pending = pendingTransferOf(transfers.data, system.id);

  if (pending && pending.toAccount === me) return <TransferOffer transfer={pending} />;
  if (!isOwner) {
    // The offer's link, when the offer is no longer pending.
    return search.get('transfer') && transfers.isSuccess ? (
      <Alert variant="light" color="gray" title={t('offer.goneTitle')} data-testid="transfer-gone">
        {t('offer.gone')}
      </Alert>
    ) : null;
  }
  if (pending) {
    const withdraw = async () => {
      try {
        await cancel.mutateAsync(system.id);
        notify.info(t('pending.canceled'));
      } catch (error) {
        notify.danger(t(cloudFailureOf(error).code === 'notFound' ? 'pending.gone' : 'pending.failed'));
      }
    };
    return (
      <Alert
        variant="light"
        color="yellow"
        icon={<IconArrowsExchange size={20} aria-hidden />}
        title={t('pending.title')}
        data-testid="transfer-pending"
      >
        <Text size="sm">{t('pending.message', { email: pending.toAccount })}</Text>
        <Group mt="sm">
          <Button size="xs" variant="default" onClick={withdraw} loading={cancel.isPending}>
            {t('pending.cancel')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Group>
      <Button
        variant="default"
        leftSection={<IconArrowsExchange size={16} aria-hidden />}
        onClick={() => setDialogOpen(true)}
        disabled={!transfers.isSuccess}
      >
        {t('dialog.open')}
      </Button>
      <TransferOwnershipDialog
        opened={dialogOpen}
        systemId={system.id}
        systemName={system.name}
        ownEmail={me}
        onClose={() => setDialogOpen(false)}
      />
    </Group>
  );
}
