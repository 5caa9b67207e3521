import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LICENSE_STATUS_COLORS, type LicenseDisplayStatus } from './license-status.ts';

/** A license's state (spec 000 §4) as a coloured badge, in words. */
export function LicenseStatusBadge({ status }: { status: LicenseDisplayStatus }) {
  const { t } = useTranslation('licenses');
  return (
    <Badge
      variant="light"
      color={LICENSE_STATUS_COLORS[status]}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
