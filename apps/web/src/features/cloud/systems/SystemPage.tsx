import { Alert, Anchor, Badge, Container, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { Preloader } from '../../../ui/Preloader.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { ErrorLayout } from '../../errors/ErrorLayout.tsx';
import { PORTAL_PATHS } from '../portal-paths.ts';
import { StatusDot } from './StatusDot.tsx';
import { SYSTEM_STATUS_COLORS, systemStatusOf } from './system-status.ts';
import { useCloudSystems } from './systems.api.ts';
import { SystemTransfer } from './transfer/SystemTransfer.tsx';
import { TransferOfferPage } from './transfer/TransferOfferPage.tsx';

/**
 * /systems/<id> and its pages (spec 000 §2 "System"): the system's name and status from the account's list,
 * and why it cannot be opened here yet (its pages come through the cloud's relay, which is not there yet). A
 * system not in the list: "Failed to access system".
 */
export default function SystemPage() {
  const { t } = useTranslation('cloudSystems');
  const { systemId } = useParams();
  const systems = useCloudSystems();
  const system = systems.data?.find((s) => s.id === systemId);
  const failed = systems.isError || (systems.isSuccess && !system);
  // A failure's title comes from the page shown instead (the error, or a pending transfer offer).
  usePageTitle(failed ? null : t('system.pageTitle'));

  const back = (
    <Anchor component={Link} to={PORTAL_PATHS.systems} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('system.allSystems')}
      </Group>
    </Anchor>
  );

  if (systems.isPending) return <Preloader fullScreen={false} />;
  if (!system)
    return (
      <TransferOfferPage systemId={systemId ?? ''} back={back}>
        <ErrorLayout
          title={t('system.failedTitle')}
          message={t(systems.isError ? 'system.failedToLoad' : 'system.notFound')}
          pageTitle={t('system.failedPageTitle')}
          action={back}
        />
      </TransferOfferPage>
    );

  const status = systemStatusOf(system);
  return (
    <Container size="md" py="xl" data-testid="system-page">
      <Stack gap="lg">
        {back}
        <PageHeader
          title={system.name}
          description={t('system.owner', { name: system.ownerFullName || system.ownerAccountEmail })}
          actions={
            <Badge
              variant="light"
              size="lg"
              color={SYSTEM_STATUS_COLORS[status]}
              leftSection={<StatusDot status={status} />}
            >
              {t(`status.${status}`)}
            </Badge>
          }
          mb={0}
        />
        <SystemTransfer system={system} />
        <Alert
          variant="light"
          color="gray"
          icon={<IconPlugConnectedX size={20} aria-hidden />}
          title={t('system.notReachable')}
          data-testid="system-unreachable"
        >
          <Text size="sm">{t(`system.reasons.${status}`)}</Text>
        </Alert>
      </Stack>
    </Container>
  );
}
