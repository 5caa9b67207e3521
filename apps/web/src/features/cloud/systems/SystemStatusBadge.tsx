import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusDot } from './StatusDot.tsx';
import { SYSTEM_STATUS_COLORS, type SystemStatus } from './system-status.ts';

/** A system's status in words, with its coloured dot (the systems list's cards, the system page's header). */
export function SystemStatusBadge({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('cloudSystems');
  return (
    <Badge
      variant="light"
      color={SYSTEM_STATUS_COLORS[status]}
      leftSection={<StatusDot status={status} />}
      style={{ flexShrink: 0 }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
