import { TRIAL_LICENSE_CAMERAS, TRIAL_LICENSE_DAYS } from '@argus/contract/mediaserver';
import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockPlay, IconFileUpload, IconKey } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { notify } from '../../ui/notify.ts';
import { LicenseFailureAlert } from './LicenseFailureAlert.tsx';
import { LicenseKeyInput } from './LicenseKeyInput.tsx';
import { LICENSE_FILE_ACCEPT, readLicenseFile } from './license-block-file.ts';
import { type LicenseFailure, licenseFailureOf } from './license-errors.ts';
import { type LicenseActivation, useActivateLicense, useStartTrial } from './licenses.api.ts';

export interface ActivateLicensePanelProps {
  /** The trial of this system is used: its button is disabled, with the reason beside it. */
  trialUsed: boolean;
  /** The server refused the trial (it was used before, maybe removed since). */
  onTrialRefused(): void;
}

type Problem = { kind: 'failure'; failure: LicenseFailure } | { kind: 'text'; text: string };

/** Activation (spec 000 §4): a key online, a block file offline, or the trial; failures in the spec's words. */
export function ActivateLicensePanel({ trialUsed, onTrialRefused }: ActivateLicensePanelProps) {
  const { t } = useTranslation('licenses');
  const titleId = useId();
  const trialHintId = useId();
  const [key, setKey] = useState('');
  const [keyError, setKeyError] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const activate = useActivateLicense();
  const trial = useStartTrial();

  const run = (activation: LicenseActivation) => {
    setProblem(null);
    activate.mutate(activation, {
      onSuccess: (license) => {
        setKey('');
        notify('success', t('activate.activated', { key: license.key }));
      },
      onError: (err) => setProblem({ kind: 'failure', failure: licenseFailureOf(err) }),
    });
  };

  const onFile = async (file: File | null) => {
    if (!file) return;
    const reading = await readLicenseFile(file);
    if (!reading.ok) {
      setProblem({
        kind: 'text',
        text: t(reading.reason === 'tooLarge' ? 'activate.fileTooLarge' : 'activate.fileNoSerial'),
      });
      return;
    }
    run({ key: reading.key, licenseBlock: reading.licenseBlock });
  };

  const startTrial = () => {
    setProblem(null);
    trial.mutate(undefined, {
      onSuccess: () => notify('success', t('activate.trialStarted')),
      onError: (err) => {
        if (isApiError(err) && err.status === 409) onTrialRefused();
        setProblem({ kind: 'failure', failure: licenseFailureOf(err) });
      },
    });
  };

  const busy = activate.isPending || trial.isPending;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('activate.title')}
        </Title>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!key) {
              setKeyError(t('activate.keyRequired'));
              return;
            }
            setKeyError(null);
            run({ key });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <LicenseKeyInput
              label={t('activate.keyLabel')}
              description={t('activate.keyDescription')}
              placeholder="XXXX-XXXX-XXXX-XXXX"
              value={key}
              onChange={(value) => {
                setKey(value);
                setKeyError(null);
              }}
              error={keyError}
              style={{ flex: '1 1 16rem' }}
              data-testid="license-key-input"
            />
            <Button
              type="submit"
              leftSection={<IconKey size={16} aria-hidden />}
              loading={activate.isPending && !('licenseBlock' in (activate.variables ?? {}))}
              disabled={busy}
            >
              {t('activate.submit')}
            </Button>
          </Group>
        </form>
        <Group gap="sm" wrap="wrap" align="flex-start">
          <Stack gap={2}>
            <FileButton onChange={(file) => void onFile(file)} accept={LICENSE_FILE_ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconFileUpload size={16} aria-hidden />}
                  disabled={busy}
                >
                  {t('activate.file')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('activate.fileHint')}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Button
              variant="default"
              leftSection={<IconClockPlay size={16} aria-hidden />}
              onClick={startTrial}
              disabled={trialUsed || busy}
              loading={trial.isPending}
              aria-describedby={trialHintId}
              data-testid="start-trial"
            >
              {t('activate.trial')}
            </Button>
            <Text size="xs" c="dimmed" id={trialHintId}>
              {trialUsed
                ? t('activate.trialUsed')
                : t('activate.trialHint', { cameras: TRIAL_LICENSE_CAMERAS, days: TRIAL_LICENSE_DAYS })}
            </Text>
          </Stack>
        </Group>
        {problem?.kind === 'failure' && (
          <LicenseFailureAlert failure={problem.failure} onClose={() => setProblem(null)} />
        )}
        {problem?.kind === 'text' && (
          <Text c="red" size="sm" role="alert">
            {problem.text}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
