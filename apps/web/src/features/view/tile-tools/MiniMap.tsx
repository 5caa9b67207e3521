import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './TileTools.module.css';
import type { VisibleRect } from './zoom-view.ts';

const WIDTH = 96;
const HEIGHT = 54;
const pct = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** While a tile is zoomed: the whole picture in small, with the part on screen framed. */
export function MiniMap({ rect, zoom }: { rect: VisibleRect; zoom: number }) {
  const { t } = useTranslation('tileTools');
  return (
    <Box
      pos="absolute"
      left={6}
      bottom={30}
      w={WIDTH}
      h={HEIGHT}
      className={classes.minimap}
      style={{ zIndex: 2 }}
      role="img"
      aria-label={t('zoom.minimap', { zoom: Math.round(zoom * 10) / 10 })}
      data-testid="tile-minimap"
    >
      <div
        className={classes.visible}
        data-testid="tile-minimap-visible"
        style={{ left: pct(rect.left), top: pct(rect.top), width: pct(rect.width), height: pct(rect.height) }}
      />
    </Box>
  );
}
