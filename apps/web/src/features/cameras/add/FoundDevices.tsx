import type { FoundDevice } from '@argus/contract/mediaserver';
import { Badge, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVendorName } from '../vendor-name.ts';

/** A found device may be added when it answered as a camera and is not in the system yet. */
export function isAddable(device: FoundDevice): boolean {
  return device.state === 'found' && !device.existsInPool;
}

/** Key of a found device in the selection. */
export const keyOf = (d: FoundDevice) => `${d.physicalId}|${d.url}`;

/**
 * What a search found: each device with its name, vendor, URL and whether it is added already, or why it could
 * not be used (needs credentials, unreachable, not a camera) in the server's words. Addable devices have a
 * checkbox and a name field, filled with the name the server found.
 */
export function FoundDevices({
  devices,
  selected,
  names,
  onToggle,
  onRename,
}: {
  devices: readonly FoundDevice[];
  selected: ReadonlySet<string>;
  /** Names the user typed, by key; a device without one keeps the name the server found. */
  names: Readonly<Record<string, string>>;
  onToggle(key: string): void;
  onRename(key: string, name: string): void;
}) {
  const { t } = useTranslation('cameras');
  const vendorName = useVendorName();
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('add.found')}>
      {devices.map((d) => {
        const key = keyOf(d);
        const title = d.name || d.address;
        const addable = isAddable(d);
        return (
          <Paper component="li" key={key} withBorder p="xs" data-testid="found-device" data-state={d.state}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              {addable ? (
                <Checkbox
                  mt={2}
                  checked={selected.has(key)}
                  onChange={() => onToggle(key)}
                  aria-label={t('add.select', { name: title })}
                />
              ) : null}
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {title}
                  </Text>
                  {d.existsInPool && (
                    <Badge size="sm" variant="light" color="gray">
                      {t('add.alreadyAdded')}
                    </Badge>
                  )}
                  {d.state !== 'found' && (
                    <Badge
                      size="sm"
                      variant="light"
                      color={d.state === 'needsCredentials' ? 'orange' : 'gray'}
                    >
                      {t(`add.state.${d.state}`)}
                    </Badge>
                  )}
                </Group>
                {d.vendor && (
                  <Text size="sm" c="dimmed">
                    {[vendorName(d.vendor), d.model].filter(Boolean).join(' ')}
                  </Text>
                )}
                {(d.url || d.address) !== title && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {d.url || d.address}
                  </Text>
                )}
                {d.state !== 'found' && d.reason && (
                  <Text size="sm" data-testid="found-device-reason">
                    {d.reason}
                  </Text>
                )}
                {addable && (
                  <TextInput
                    mt={4}
                    size="xs"
                    label={t('add.name')}
                    value={names[key] ?? d.name}
                    onChange={(e) => onRename(key, e.currentTarget.value)}
                    autoComplete="off"
                    data-testid="found-device-name"
                  />
                )}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
