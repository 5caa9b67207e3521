import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../../../ui/notify.ts';
import { cloudFailureOf } from '../../cloud-failures.ts';
import type { CloudSystem } from '../systems.api.ts';
import { TransferNotice } from './TransferNotice.tsx';
import { TransferOffer } from './TransferOffer.tsx';
import { pendingTransferOf, useCancelTransfer, useTransferEnabled, useTransfers } from './transfer.api.ts';

/**
 * The notices of an ownership transfer on a system's page (feature flag `cloudOwnershipTransfer`), one line
 * each: the owner's pending offer with "Cancel transfer"; the proposed owner's offer to accept or reject; the
 * offer's link once the offer is gone. "Transfer ownership" itself is one of the system's actions.
 */
export function SystemTransfer({ system, selfEmail }: { system: CloudSystem; selfEmail: string }) {
  const enabled = useTransferEnabled();
  if (!enabled) return null;
  return <SystemTransferPart system={system} selfEmail={selfEmail} />;
}

function SystemTransferPart({ system, selfEmail }: { system: CloudSystem; selfEmail: string }) {
  const { t } = useTranslation('cloudTransfer');
  const [search] = useSearchParams();
  const transfers = useTransfers();
  const cancel = useCancelTransfer();
  const pending = pendingTransferOf(transfers.data, system.id);

  if (pending && pending.toAccount === selfEmail) return <TransferOffer transfer={pending} compact />;
  if (system.accessRole !== 'owner') {
    // The offer's link, when the offer is no longer pending.
    return search.get('transfer') && transfers.isSuccess ? (
      <TransferNotice color="gray" testId="transfer-gone">
        {t('offer.gone')}
      </TransferNotice>
    ) : null;
  }
  if (!pending) return null;
  const withdraw = async () => {
    try {
      await cancel.mutateAsync(system.id);
      notify.info(t('pending.canceled'));
    } catch (error) {
      notify.danger(t(cloudFailureOf(error).code === 'notFound' ? 'pending.gone' : 'pending.failed'));
    }
  };
  return (
    <TransferNotice
      color="yellow"
      testId="transfer-pending"
      actions={
        <Button size="xs" variant="default" onClick={withdraw} loading={cancel.isPending}>
          {t('pending.cancel')}
        </Button>
      }
    >
      {t('pending.message', { email: pending.toAccount })}
    </TransferNotice>
  );
}
