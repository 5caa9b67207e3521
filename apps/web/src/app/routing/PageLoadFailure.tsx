import { Button, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnServerRecovered } from '../../features/system/system.api.ts';
import { Preloader } from '../../ui/Preloader.tsx';
import { reloadWhenSafe } from '../reload/reload-when-safe.ts';
import type { PageLoadProblem } from './page-load-diagnosis.ts';
import { usePageLoadDiagnosis } from './usePageLoadDiagnosis.ts';

export interface PageLoadFailureProps {
  error: unknown;
  /** Loads the page's code again. */
  onRetry(): void;
}

const reloadForUpdate = () => reloadWhenSafe('updated');

/**
 * In place of a page whose code did not load. Server unreachable: the shell's banner says so, and the page
 * loads by itself once the server answers again. New version installed (the server answers, the file is
 * gone): a reload. Anything else: try again, or reload.
 */
export function PageLoadFailure({ error, onRetry }: PageLoadFailureProps) {
  const problem = usePageLoadDiagnosis(error);
  if (problem === null) return <Preloader fullScreen={false} />;
  return <PageLoadProblemView problem={problem} onRetry={onRetry} />;
}

function PageLoadProblemView({ problem, onRetry }: { problem: PageLoadProblem; onRetry(): void }) {
  const { t } = useTranslation('errors');
  useOnServerRecovered(problem === 'unreachable' ? onRetry : noop);
  return (
    <Center mih={280} p="xl" data-testid="page-load-failure" data-problem={problem}>
      <Stack align="center" gap="sm" maw={480} ta="center" role="status">
        <ThemeIcon size={48} radius="xl" variant="light" color={problem === 'unreachable' ? 'red' : 'gray'}>
          {problem === 'unreachable' ? (
            <IconCloudOff size={26} aria-hidden />
          ) : (
            <IconRefresh size={26} aria-hidden />
          )}
        </ThemeIcon>
        <Text fw={600} size="lg">
          {t(`pageLoad.${problem}.title`)}
        </Text>
        <Text c="dimmed">{t(`pageLoad.${problem}.message`)}</Text>
        {problem === 'unreachable' && <Loader size="sm" type="dots" aria-hidden />}
        {problem === 'updated' && <Button onClick={reloadForUpdate}>{t('pageLoad.reload')}</Button>}
        {problem === 'failed' && (
          <Group gap="sm" justify="center">
            <Button variant="default" onClick={reloadForUpdate}>
              {t('pageLoad.reload')}
            </Button>
            <Button onClick={onRetry}>{t('pageLoad.retry')}</Button>
          </Group>
        )}
      </Stack>
    </Center>
  );
}

function noop() {}
