import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLicense } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { useServers } from '../settings/servers/servers.api.ts';
import { TabHeading } from '../settings/TabHeading.tsx';
import { ActivateLicensePanel } from './ActivateLicensePanel.tsx';
import { LicenseDetailsDrawer } from './LicenseDetailsDrawer.tsx';
import { type LicenseExit, LicenseExitDialogs } from './LicenseExitDialogs.tsx';
import { LicenseSummaryCards } from './LicenseSummaryCards.tsx';
import { LicenseTable } from './LicenseTable.tsx';
import { licenseRowsOf } from './license-status.ts';
import { shownLicenseClasses } from './license-summary.ts';
import { isTrialUsed } from './license-trial.ts';
import { useLicenseBlocks, useLicenseDetails, useLicenseSummaries } from './licenses.api.ts';

/**
 * settings/licenses (System Administration, admins only; spec 000 §4 "License page: loading, default,
 * activated"): the channels by class, the keys, activation by key, file or trial, and each license's details
 * with deactivation or removal.
 */
export default function LicensesPage() {
  const { t } = useTranslation('licenses');
  const details = useLicenseDetails();
  const summaries = useLicenseSummaries();
  const blocks = useLicenseBlocks();
  const servers = useServers();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [exit, setExit] = useState<LicenseExit | null>(null);
  const [trialRefused, setTrialRefused] = useState(false);

  const header = <TabHeading title={t('page.title')} description={t('page.description')} />;
  const failed = details.error ?? summaries.error;
  if (failed)
    return (
      <Stack gap="md">
        {header}
        <ErrorState
          error={failed}
          onRetry={() => {
            void details.refetch();
            void summaries.refetch();
          }}
        />
      </Stack>
    );
  if (details.data === undefined || summaries.data === undefined)
    return (
      <Stack gap="md">
        {header}
        <LoadingState rows={4} />
      </Stack>
    );

  const rows = licenseRowsOf(details.data, servers.data ?? []);
  const classes = shownLicenseClasses(summaries.data);
  const open = rows.find((r) => r.license.key === openKey) ?? null;
  const activation = (
    <ActivateLicensePanel
      trialUsed={isTrialUsed(details.data, trialRefused)}
      onTrialRefused={() => setTrialRefused(true)}
    />
  );
  return (
    <Stack gap="lg">
      {header}
      {rows.length === 0 && classes.length === 0 ? (
        <Paper withBorder p="lg">
          <Stack align="center" gap={4} data-testid="licenses-empty">
            <IconLicense size={32} opacity={0.5} aria-hidden />
            <Title order={3} size="h4">
              {t('page.empty')}
            </Title>
            <Text c="dimmed" ta="center">
              {t('page.emptyHint')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          {classes.length > 0 && (
            <Box component="section" aria-label={t('page.summaryTitle')}>
              <Title order={3} size="h5" mb="xs">
                {t('page.summaryTitle')}
              </Title>
              <LicenseSummaryCards classes={classes} />
            </Box>
          )}
          {rows.length > 0 && (
            <Box component="section" aria-label={t('page.listTitle')}>
              <Title order={3} size="h5" mb="xs">
                {t('page.listTitle')}
              </Title>
              <LicenseTable rows={rows} onOpen={setOpenKey} />
            </Box>
          )}
        </>
      )}
      {activation}
      <LicenseDetailsDrawer
        row={exit ? null : open}
        licenseBlock={blocks.data?.find((b) => b.key === openKey)?.licenseBlock}
        onClose={() => setOpenKey(null)}
        onDeactivate={(row) => setExit({ kind: 'deactivate', row })}
        onRemove={(row) => setExit({ kind: 'remove', row })}
      />
      <LicenseExitDialogs
        exit={exit}
        onClose={() => setExit(null)}
        onDone={() => {
          setExit(null);
          setOpenKey(null);
        }}
      />
    </Stack>
  );
}
