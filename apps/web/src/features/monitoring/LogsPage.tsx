import { SHOW_LOG_NAMES, type ShowLogName } from '@argus/contract/mediaserver';
import { Alert, Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify.ts';
import { apiErrorText } from '../settings/api-error-text.ts';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { LogLevelSetting } from './LogLevelSetting.tsx';
import { LogViewer } from './LogViewer.tsx';
import { filterByLevel, LINE_LEVELS, type LineLevel, parseLogText } from './log-lines.ts';
import { useDownloadLog, useLogText } from './monitoring.api.ts';

const LINE_COUNTS = [100, 500, 1000] as const;

/**
 * monitoring/logs: the last lines of one of the server's log files, filtered by level in the browser; in follow
 * mode read again every 2 s and kept at the end until the user scrolls up. The level the file is written at,
 * and the whole file to download.
 */
export default function LogsPage() {
  const { t } = useTranslation('monitoring');
  const [name, setName] = useState<ShowLogName>('main');
  const [count, setCount] = useState<number>(LINE_COUNTS[0]);
  const [least, setLeast] = useState<LineLevel>('verbose');
  const [follow, setFollow] = useState(true);
  const [atEnd, setAtEnd] = useState(true);
  const following = follow && atEnd;
  const log = useLogText(name, count, following);
  const download = useDownloadLog();

  const all = useMemo(() => parseLogText(log.data ?? ''), [log.data]);
  const shown = useMemo(() => filterByLevel(all, least), [all, least]);
  const logName = t(`logs.names.${name}`);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('logs.description')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('logs.log')}
          data={SHOW_LOG_NAMES.map((n) => ({ value: n, label: t(`logs.names.${n}`) }))}
          value={name}
          onChange={(v) => v && setName(v as ShowLogName)}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
          data-testid="log-name"
        />
        <Select
          label={t('logs.lines')}
          data={LINE_COUNTS.map((n) => ({ value: String(n), label: t('logs.linesCount', { count: n }) }))}
          value={String(count)}
          onChange={(v) => v && setCount(Number(v))}
          allowDeselect={false}
          w={{ base: '100%', xs: 130 }}
          data-testid="log-lines"
        />
        <Select
          label={t('logs.showLevel')}
          data={LINE_LEVELS.map((l) => ({ value: l, label: t(`logs.levels.${l}`) }))}
          value={least}
          onChange={(v) => v && setLeast(v as LineLevel)}
          allowDeselect={false}
          w={{ base: '100%', xs: 150 }}
          data-testid="log-show-level"
        />
        <LogLevelSetting kind={`${name}Log`} logName={logName} />
      </Group>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Switch
          label={t('logs.follow')}
          description={t('logs.followHint')}
          checked={follow}
          onChange={(e) => {
            setFollow(e.currentTarget.checked);
            setAtEnd(true);
          }}
          data-testid="log-follow"
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void log.refetch()}
            loading={log.isFetching && !following}
            data-testid="log-refresh"
          >
            {t('logs.refresh')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() =>
              download.mutate(name, {
                onError: (err) => notify.danger(apiErrorText(err, t('logs.downloadFailed'))),
              })
            }
            data-testid="log-download"
          >
            {t('logs.download')}
          </Button>
        </Group>
      </Group>
      {follow && !atEnd && (
        <Alert color="gray" variant="light" py="xs" data-testid="log-paused">
          {t('logs.paused')}
        </Alert>
      )}
      {log.error && !log.data ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : log.isPending ? (
        <LoadingState rows={4} />
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="log-empty">
          {all.length === 0 ? t('logs.empty') : t('logs.emptyFiltered')}
        </Text>
      ) : (
        <>
          <LogViewer
            lines={shown}
            label={t('logs.viewer', { log: logName })}
            stickToEnd={following}
            onAtEndChange={setAtEnd}
          />
          <Text size="xs" c="dimmed" data-testid="log-count">
            {t('logs.count', { shown: shown.length, total: all.length })}
          </Text>
        </>
      )}
    </Stack>
  );
}
