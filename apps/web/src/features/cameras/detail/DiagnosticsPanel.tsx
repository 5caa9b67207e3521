import {
  type CameraDiagnosticsReply,
  DIAGNOSTICS_STEP_ORDER,
  diagnosticsErrorOf,
} from '@argus/contract/mediaserver';
import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { type StepResult, useCameraDiagnostics } from './diagnostics.api.ts';

function StepIcon({ result }: { result: StepResult }) {
  if (result.state === 'running') return <Loader size={20} aria-hidden />;
  if (result.state === 'pending' || result.state === 'skipped')
    return (
      <ThemeIcon variant="subtle" color="gray" size="sm" aria-hidden>
        <IconCircleDashed size={18} />
      </ThemeIcon>
    );
  const ok = result.state === 'done' && result.reply.errorCode === 0;
  return (
    <ThemeIcon variant="light" color={ok ? 'teal' : 'red'} size="sm" radius="xl" aria-hidden>
      {ok ? <IconCheck size={14} /> : <IconX size={14} />}
    </ThemeIcon>
  );
}

/**
 * The Diagnostics tab: runs the four steps and shows each one's outcome live; the steps after a failure are
 * skipped, and a camera that refuses its login points to the Credentials button (and opens its dialog).
 */
export function DiagnosticsPanel({ cameraId, onCredentials }: { cameraId: string; onCredentials?(): void }) {
  const { t } = useTranslation('cameras');
  const { results, run, running } = useCameraDiagnostics(cameraId);
  // The server's own text is English; the reader's language has the text of each known code.
  const problemOf = ({ errorCode, errorParams, errorMessage }: CameraDiagnosticsReply): string => {
    const error = diagnosticsErrorOf(errorCode);
    if (!error || error === 'noError') return errorMessage;
    const [p1, p2] = [0, 1].map((i) => errorParams[i] || t('detail.diagnostics.unknownParam'));
    return t(`detail.diagnostics.errors.${error}`, { p1, p2 });
  };
  const outcomeOf = (result: StepResult): string => {
    if (result.state === 'pending') return t('detail.diagnostics.pending');
    if (result.state === 'skipped') return t('detail.diagnostics.skipped');
    if (result.state === 'running') return t('detail.diagnostics.running');
    if (result.state === 'failed') return apiErrorText(result.error, t('detail.diagnostics.failed'));
    return result.reply.errorCode === 0 ? t('detail.diagnostics.ok') : problemOf(result.reply);
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('detail.diagnostics.intro')}
      </Text>
      <Group>
        <Button onClick={run} loading={running}>
          {t('detail.diagnostics.run')}
        </Button>
      </Group>
      <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-live="polite">
        {DIAGNOSTICS_STEP_ORDER.map((step) => {
          const result = results[step];
          const ok = result.state === 'done' && result.reply.errorCode === 0;
          const notAuthorized =
            result.state === 'done' && diagnosticsErrorOf(result.reply.errorCode) === 'notAuthorised';
          return (
            <Paper
              component="li"
              key={step}
              withBorder
              p="sm"
              data-testid="diagnostics-step"
              data-step={step}
              data-state={result.state === 'done' ? (ok ? 'ok' : 'error') : result.state}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <StepIcon result={result} />
                <Stack gap={2} miw={0}>
                  <Text fw={500}>{t(`detail.diagnostics.steps.${step}`)}</Text>
                  <Text
                    size="sm"
                    c={result.state === 'done' && !ok ? 'red' : 'dimmed'}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {outcomeOf(result)}
                  </Text>
                  {notAuthorized && (
                    <Group gap="xs" wrap="wrap" data-testid="diagnostics-credentials">
                      <Text size="sm">{t('detail.diagnostics.credentialsHint')}</Text>
                      {onCredentials && (
                        <Button size="compact-sm" variant="light" onClick={onCredentials}>
                          {t('detail.credentials.open')}
                        </Button>
                      )}
                    </Group>
                  )}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
