import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ServerDisplayStatus, STATUS_COLORS } from './server-format.ts';

/** A server's state as a coloured badge, in words. */
export function ServerStatusBadge({ status }: { status: ServerDisplayStatus }) {
  const { t } = useTranslation('servers');
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'} style={{ flexShrink: 0 }}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
