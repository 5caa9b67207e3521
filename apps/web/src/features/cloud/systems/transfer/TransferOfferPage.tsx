import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Preloader } from '../../../../ui/Preloader.tsx';
import { usePageTitle } from '../../../../ui/usePageTitle.ts';
import { useAccount } from '../../auth/auth.api.ts';
import { TransferOffer } from './TransferOffer.tsx';
import {
  pendingTransferOf,
  type SystemTransferInfo,
  useTransferEnabled,
  useTransfers,
} from './transfer.api.ts';

export interface TransferOfferPageProps {
  systemId: string;
  /** The link back to the list. */
  back: ReactNode;
  /** What the page shows when no offer of this system waits for the account ("Failed to access system"). */
  children: ReactNode;
}

/**
 * A system the account does not have yet, opened from an offer mail (`/systems/<id>?transfer=1`): the offer
 * to accept or reject while it is pending; otherwise `children`.
 */
export function TransferOfferPage(props: TransferOfferPageProps) {
  return useTransferEnabled() ? <OfferOrElse {...props} /> : props.children;
}

function OfferOrElse({ systemId, back, children }: TransferOfferPageProps) {
  const me = useAccount().data?.email;
  const transfers = useTransfers();
  if (transfers.isPending) return <Preloader fullScreen={false} />;
  const offer = pendingTransferOf(transfers.data, systemId);
  if (!offer || offer.toAccount !== me) return children;
  return <OfferPage offer={offer} back={back} />;
}

function OfferPage({ offer, back }: { offer: SystemTransferInfo; back: ReactNode }) {
  usePageTitle(useTranslation('cloudSystems').t('system.pageTitle'));
  return (
    <Container size="md" py="xl" data-testid="transfer-offer-page">
      <Stack gap="lg">
        {back}
        <Title order={1} fz="h2">
          {offer.systemName}
        </Title>
        <TransferOffer transfer={offer} />
      </Stack>
    </Container>
  );
}
