import { Select } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedCamera } from '../../cameras/list/camera-search.ts';

/**
 * The most cameras the list offers at once (typing narrows it): the select keeps its options in the document
 * while closed, and 10,000 of them took seconds to render (issue 19).
 */
export const ADD_TO_WALL_LIMIT = 50;

export interface AddToWallProps {
  cameras: readonly ListedCamera[];
  onWall: ReadonlySet<string>;
  onAdd(cameraId: string): void;
}

/**
 * "Add to wall" for the keyboard (dragging a camera from the list onto a tile does the same): a camera not on
 * the wall goes to its first empty cell. Its options are made once per list and wall, not at every render of
 * the page.
 */
export const AddToWall = memo(function AddToWall({ cameras, onWall, onAdd }: AddToWallProps) {
  const { t } = useTranslation('layouts');
  const data = useMemo(
    () => cameras.filter((c) => !onWall.has(c.id)).map((c) => ({ value: c.id, label: c.name })),
    [cameras, onWall],
  );
  return (
    <Select
      size="xs"
      w={170}
      searchable
      value={null}
      data={data}
      limit={ADD_TO_WALL_LIMIT}
      placeholder={t('wall.add')}
      aria-label={t('wall.add')}
      nothingFoundMessage={t('wall.addNone')}
      disabled={data.length === 0}
      onChange={(value) => value && onAdd(value)}
      data-testid="add-to-wall"
    />
  );
});
