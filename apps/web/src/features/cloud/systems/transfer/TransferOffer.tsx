import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../ui/notify.ts';
import { cloudFailureOf } from '../../cloud-failures.ts';
import { TransferNotice } from './TransferNotice.tsx';
import { type SystemTransferInfo, useAnswerTransfer } from './transfer.api.ts';

const ANSWERS = [
  { action: 'accepted', label: 'offer.accept', variant: 'filled' },
  { action: 'rejected', label: 'offer.reject', variant: 'default' },
] as const;

/**
 * The pending offer of a system's ownership, shown to the proposed owner (the offer mail's link
 * `/systems/<id>?transfer=1`): accept or reject (cloud-api §6 PUT). `compact`: one line above the system's
 * pages, for a proposed owner who has the system already.
 */
export function TransferOffer({
  transfer,
  compact = false,
}: {
  transfer: SystemTransferInfo;
  compact?: boolean;
}) {
  const { t } = useTranslation('cloudTransfer');
  const answer = useAnswerTransfer();
  const name = transfer.systemName ?? '';
  const reply = async (action: 'accepted' | 'rejected') => {
    try {
      await answer.mutateAsync({ systemId: transfer.systemId, action });
      if (action === 'accepted') notify.success(t('offer.acceptedToast', { name }));
      else notify.info(t('offer.rejectedToast', { name }));
    } catch (error) {
      const failure = cloudFailureOf(error);
      notify.danger(t(failure.code === 'notFound' ? 'offer.gone' : 'offer.failed'));
    }
  };
  const busy = answer.isPending;
  const buttons = ANSWERS.map(({ action, label, variant }) => (
    <Button
      key={action}
      size="xs"
      variant={variant}
      onClick={() => reply(action)}
      loading={busy && answer.variables?.action === action}
      disabled={busy}
    >
      {t(label)}
    </Button>
  ));
  const message = t('offer.message', { from: transfer.fromAccount, name });
  const consequence = t('offer.consequence', { from: transfer.fromAccount });
  if (compact)
    return (
      <TransferNotice color="blue" testId="transfer-offer" actions={buttons}>
        <span>{message}</span> <span>{consequence}</span>
      </TransferNotice>
    );
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconArrowsExchange size={20} aria-hidden />}
      title={t('offer.title')}
      data-testid="transfer-offer"
    >
      <Text size="sm">{message}</Text>
      <Text size="sm" mt={4}>
        {consequence}
      </Text>
      <Group gap="sm" mt="sm">
        {buttons}
      </Group>
    </Alert>
  );
}
