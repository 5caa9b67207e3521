import { Group } from '@mantine/core';
import { memo, type RefObject, useMemo } from 'react';
import type { ListedCamera } from '../../cameras/list/camera-search.ts';
import { WallLayoutsMenu } from '../../layouts/WallLayoutsMenu.tsx';
import { WallFullscreenButton } from '../tile-tools/WallFullscreenButton.tsx';
import { AddToWall } from './AddToWall.tsx';
import type { WallState } from './useWall.ts';
import { WallSizePicker } from './WallSizePicker.tsx';
import { wallCameraIds } from './wall-model.ts';

/**
 * The wall's controls above the video: its grid, "add to wall", layouts, and the wall fullscreen. Rendered
 * again only when the wall or the list changed (not at every tick of the page's clock).
 */
export const WallControls = memo(function WallControls({
  state,
  cameras,
  wallRef,
}: {
  state: WallState;
  cameras: readonly ListedCamera[];
  wallRef: RefObject<HTMLElement | null>;
}) {
  const onWall = useMemo(() => new Set(wallCameraIds(state.wall)), [state.wall]);
  const known = useMemo(() => new Set(cameras.map((c) => c.id)), [cameras]);
  return (
    <Group gap="xs" wrap="wrap">
      <WallSizePicker wall={state.wall} onResize={state.resize} />
      <AddToWall cameras={cameras} onWall={onWall} onAdd={state.add} />
      <WallLayoutsMenu
        wall={state.wall}
        layout={state.layout}
        cameraIds={known}
        onSaved={state.setLayout}
        onOpen={state.replace}
      />
      <WallFullscreenButton wall={wallRef} />
    </Group>
  );
});
