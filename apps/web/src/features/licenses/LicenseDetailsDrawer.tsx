import { Button, Code, CopyButton, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LicenseStatusBadge } from './LicenseStatusBadge.tsx';
import { licenseExpiryText } from './license-format.ts';
import { isRemovable, type LicenseRow } from './license-status.ts';

export interface LicenseDetailsDrawerProps {
  row: LicenseRow | null;
  /** The stored block text, when the list has it. */
  licenseBlock: string | undefined;
  onClose(): void;
  onDeactivate(row: LicenseRow): void;
  onRemove(row: LicenseRow): void;
}

function Copy({ value, label, copied }: { value: string; label: string; copied: string }) {
  return (
    <CopyButton value={value}>
      {({ copied: done, copy }) => (
        <Button size="xs" variant="light" leftSection={<IconCopy size={14} aria-hidden />} onClick={copy}>
          {done ? copied : label}
        </Button>
      )}
    </CopyButton>
  );
}

/**
 * One license (the console's "license details"): every field of its block, its state, copy buttons for the
 * key and the block, and the way out: deactivate a valid license (password; while deactivations are left), or
 * remove it from the system (an invalid or expired one, or one that cannot be deactivated any more).
 */
export function LicenseDetailsDrawer({
  row,
  licenseBlock,
  onClose,
  onDeactivate,
  onRemove,
}: LicenseDetailsDrawerProps) {
  const { t, i18n } = useTranslation('licenses');
  const locale = i18n.language.replace('_', '-');
  const license = row?.license;
  const removable = row !== null && isRemovable(row.status);
  const fields: [string, ReactNode][] = license
    ? [
        [t('table.key'), <Code key="key">{license.key}</Code>],
        [t('table.status'), <LicenseStatusBadge key="status" status={row.status} />],
        [t('table.type'), t(`classes.${license.licenseType}`)],
        [t('table.channels'), license.cameraCount],
        [t('table.server'), row.serverName ?? t('table.noServer')],
        [t('table.hardwareId'), <Code key="hwid">{license.hardwareId || '—'}</Code>],
        [t('table.expires'), licenseExpiryText(license.expirationMs, locale) ?? t('table.never')],
        [t('table.deactivationsLeft'), license.deactivations],
        [t('details.name'), license.name || '—'],
        [t('details.version'), license.version || '—'],
        [t('details.brand'), license.brand || '—'],
        [t('details.orderType'), license.orderType || '—'],
        [t('details.company'), license.company || '—'],
        [t('details.support'), license.support || '—'],
        [
          t('details.signature'),
          <Text key="sig" size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {license.signature || '—'}
          </Text>,
        ],
      ]
    : [];
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={license ? t('details.title', { key: license.key }) : ''}
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {license && row && (
        <Stack gap="md" data-testid="license-details">
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {fields.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="40%">{label}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {licenseBlock !== undefined && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('details.block')}
              </Text>
              <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {licenseBlock}
              </Code>
            </Stack>
          )}
          <Group gap="sm">
            <Copy value={license.key} label={t('details.copyKey')} copied={t('details.copied')} />
            {licenseBlock !== undefined && (
              <Copy value={licenseBlock} label={t('details.copyBlock')} copied={t('details.copied')} />
            )}
          </Group>
          {!removable && license.deactivations <= 0 && (
            <Text size="sm" c="dimmed">
              {t('details.noDeactivations')}
            </Text>
          )}
          <Group gap="sm" justify="flex-end">
            {!removable && license.deactivations > 0 && (
              <Button color="red" variant="light" onClick={() => onDeactivate(row)}>
                {t('details.deactivate')}
              </Button>
            )}
            {(removable || license.deactivations <= 0) && (
              <Button color="red" variant="light" onClick={() => onRemove(row)}>
                {t('details.remove')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
