import { formatBytes } from '@argus/contract';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { exportShare } from './export-estimate.ts';

/**
 * Bytes received of an export, against the estimate where there is one (else a moving bar); full once the
 * download is done.
 */
export function ExportProgress({
  receivedBytes,
  estimatedBytes,
  done,
  locale,
  label,
}: {
  /** The bar's accessible name when there are several (one per camera). */
  label?: string;
  receivedBytes: number;
  estimatedBytes: number | null;
  done: boolean;
  locale: string;
}) {
  const { t } = useTranslation('view');
  const share = done ? 1 : exportShare(receivedBytes, estimatedBytes);
  const received = formatBytes(receivedBytes, { locale });
  return (
    <Stack gap={4}>
      <Progress
        value={share === null ? 100 : share * 100}
        striped={share === null}
        animated={share === null}
        aria-label={label ?? t('export.progressLabel')}
        data-testid="export-progress"
      />
      <Text size="sm" c="dimmed" role="status">
        {done
          ? t('export.downloaded', { received })
          : estimatedBytes
            ? t('export.receivedOf', { received, estimated: formatBytes(estimatedBytes, { locale }) })
            : t('export.received', { received })}
      </Text>
    </Stack>
  );
}
