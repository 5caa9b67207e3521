import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListedCamera } from '../../cameras/list/camera-search.ts';

export interface AddToWallProps {
  cameras: readonly ListedCamera[];
  onWall: ReadonlySet<string>;
  onAdd(cameraId: string): void;
}

/**
 * "Add to wall" for the keyboard (dragging a camera from the list onto a tile does the same): a camera not on
 * the wall goes to its first empty cell.
 */
export function AddToWall({ cameras, onWall, onAdd }: AddToWallProps) {
  const { t } = useTranslation('layouts');
  const data = cameras.filter((c) => !onWall.has(c.id)).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Select
      size="xs"
      w={170}
      searchable
      value={null}
      data={data}
      placeholder={t('wall.add')}
      aria-label={t('wall.add')}
      nothingFoundMessage={t('wall.addNone')}
      disabled={data.length === 0}
      onChange={(value) => value && onAdd(value)}
      data-testid="add-to-wall"
    />
  );
}
