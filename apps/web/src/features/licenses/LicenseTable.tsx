import { Anchor, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LicenseStatusBadge } from './LicenseStatusBadge.tsx';
import { licenseExpiryText } from './license-format.ts';
import type { LicenseRow } from './license-status.ts';

export interface LicenseTableProps {
  rows: readonly LicenseRow[];
  onOpen(key: string): void;
}

/**
 * The license keys: key, type, channels, server, hardware id, status, expires, deactivations left. On narrow
 * screens (390 px) the table scrolls sideways inside its frame; the key opens the details (a button, so the
 * keyboard reaches every row).
 */
export function LicenseTable({ rows, onOpen }: LicenseTableProps) {
  const { t, i18n } = useTranslation('licenses');
  const locale = i18n.language.replace('_', '-');
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={900}>
        <Table highlightOnHover verticalSpacing="xs" aria-label={t('page.listTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('table.key')}</Table.Th>
              <Table.Th>{t('table.type')}</Table.Th>
              <Table.Th>{t('table.channels')}</Table.Th>
              <Table.Th>{t('table.server')}</Table.Th>
              <Table.Th>{t('table.hardwareId')}</Table.Th>
              <Table.Th>{t('table.status')}</Table.Th>
              <Table.Th>{t('table.expires')}</Table.Th>
              <Table.Th>{t('table.deactivationsLeft')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ license, serverName, status }) => (
              <Table.Tr
                key={license.key}
                data-testid={`license-row-${license.key}`}
                onClick={() => onOpen(license.key)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    fw={500}
                    size="sm"
                    ff="monospace"
                    // The key stays on one line; the table scrolls sideways at 390 px instead.
                    style={{ whiteSpace: 'nowrap' }}
                    aria-label={t('table.open', { key: license.key })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(license.key);
                    }}
                  >
                    {license.key}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`classes.${license.licenseType}`)}</Table.Td>
                <Table.Td>{license.cameraCount}</Table.Td>
                <Table.Td>{serverName ?? t('table.noServer')}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {license.hardwareId || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <LicenseStatusBadge status={status} />
                </Table.Td>
                <Table.Td>{licenseExpiryText(license.expirationMs, locale) ?? t('table.never')}</Table.Td>
                <Table.Td>{license.deactivations}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
