import { SERVER_LOG_LEVELS, type ServerLogKind, type ServerLogLevel } from '@argus/contract/mediaserver';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify.ts';
import { apiErrorText } from '../settings/api-error-text.ts';
import { useChangeLogLevel, useLogSettings } from './monitoring.api.ts';

/** The level a log file is written at (the server's log settings), for the log on view. */
export function LogLevelSetting({ kind, logName }: { kind: ServerLogKind; logName: string }) {
  const { t } = useTranslation('monitoring');
  const settings = useLogSettings();
  const change = useChangeLogLevel();
  const level = settings.data?.[kind].primaryLevel ?? null;
  const onChange = (value: string | null) => {
    if (!value || value === level) return;
    change.mutate(
      { kind, level: value as ServerLogLevel },
      {
        onSuccess: () =>
          notify.success(
            value === 'none'
              ? t('logs.writeLevelNone', { log: logName })
              : t('logs.writeLevelSaved', { log: logName, level: t(`logs.levels.${value}`) }),
          ),
        onError: (err) => notify.danger(apiErrorText(err, t('logs.writeLevel'))),
      },
    );
  };
  return (
    <Select
      label={t('logs.writeLevel')}
      data={SERVER_LOG_LEVELS.map((l) => ({ value: l, label: t(`logs.levels.${l}`) }))}
      value={level}
      onChange={onChange}
      disabled={settings.isPending || change.isPending}
      allowDeselect={false}
      w={{ base: '100%', xs: 170 }}
      data-testid="log-write-level"
    />
  );
}
