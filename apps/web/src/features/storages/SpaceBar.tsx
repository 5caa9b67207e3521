import type { StorageSpaceData } from '@argus/contract/mediaserver';
import { ColorSwatch, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sizeText, spaceShares } from './storage-format.ts';

/** Total, free and reserved space of a storage with a bar: used, reserved (of the free) and free. */
export function SpaceBar({ space }: { space: StorageSpaceData | undefined }) {
  const { t, i18n } = useTranslation('storages');
  const locale = i18n.language.replace('_', '-');
  const shares = space ? spaceShares(space.totalSpace, space.freeSpace, space.reservedSpace) : null;
  if (!space || !shares)
    return (
      <Text size="sm" c="dimmed">
        {t('space.unknown')}
      </Text>
    );
  const [total, free, reserved] = [space.totalSpace, space.freeSpace, space.reservedSpace].map((b) =>
    sizeText(b, locale),
  );
  return (
    <Stack gap={4} miw={180} data-testid="storage-space">
      {/* The track (the theme's own colour) is the free space left after the used and reserved parts. */}
      <Progress.Root size="md" aria-hidden>
        <Progress.Section value={shares.used} color="blue" />
        <Progress.Section value={shares.reserved} color="orange" />
      </Progress.Root>
      <Group gap="sm" wrap="wrap">
        <Text size="xs" data-testid="storage-free" data-bytes={space.freeSpace}>
          {t('space.free')}: {free}
        </Text>
        <Text size="xs" c="dimmed" data-testid="storage-total" data-bytes={space.totalSpace}>
          {t('space.total')}: {total}
        </Text>
        <Group gap={4} wrap="nowrap" data-testid="storage-reserved">
          <ColorSwatch color="var(--mantine-color-orange-filled)" size={8} withShadow={false} />
          <Text size="xs" c="dimmed">
            {t('space.reserved')}: {reserved}
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}
