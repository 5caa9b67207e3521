import { type ReactNode, type RefObject, useMemo, useState } from 'react';
import { toggleFullscreen, useFullscreenElement } from './fullscreen.ts';
import { MiniMap } from './MiniMap.tsx';
import { saveSnapshot } from './snapshot.ts';
import { type TileAudio, TileAudioContext } from './TileAudio.ts';
import { TileToolBar } from './TileToolBar.tsx';
import { useTileView } from './useTileView.ts';
import { transformOf, visibleRect } from './zoom-view.ts';

/** The time a tile's picture shows (`data-playhead-ms`, set by its player), or now. */
function shownMsOf(frame: HTMLElement): number {
  const ms = Number(frame.dataset.playheadMs);
  return Number.isFinite(ms) && ms > 0 ? ms : Date.now();
}

/**
 * A tile's tools: its digital zoom (the view state: `--tile-view` is the picture's transform), fullscreen,
 * snapshot and sound. `frame` is the tile's element.
 */
export function useTileTools(frame: RefObject<HTMLElement | null>, cameraId: string, cameraName: string) {
  const tileView = useTileView(frame, cameraId);
  const fullscreenElement = useFullscreenElement();
  const fullscreen = fullscreenElement !== null && fullscreenElement === frame.current;
  const [hasAudio, setHasAudio] = useState(false);
  const [audible, setAudible] = useState(false);
  const audio = useMemo<TileAudio>(() => ({ audible, onAudio: setHasAudio }), [audible]);

  const snapshot = () => {
    const element = frame.current;
    const video = element?.querySelector<HTMLVideoElement>('[data-testid="player-video"]');
    if (element && video) void saveSnapshot(video, cameraName, shownMsOf(element));
  };

  const style = { ['--tile-view' as string]: transformOf(tileView.view) };

  const wrap = (children: ReactNode, name: string): ReactNode => (
    <TileAudioContext.Provider value={audio}>
      {children}
      {tileView.zoomed && (
        <MiniMap rect={visibleRect(tileView.view, sizeOf(frame.current))} zoom={tileView.view.zoom} />
      )}
      <TileToolBar
        name={name}
        fullscreen={fullscreen}
        zoomed={tileView.zoomed}
        audible={hasAudio ? audible : null}
        onFullscreen={() => toggleFullscreen(frame.current)}
        onSnapshot={snapshot}
        onAudio={() => setAudible((on) => !on)}
        onResetZoom={tileView.reset}
      />
    </TileAudioContext.Provider>
  );
  return { zoomed: tileView.zoomed, zoom: tileView.view.zoom, style, wrap };
}

function sizeOf(frame: HTMLElement | null) {
  const picture = frame?.querySelector<HTMLElement>('[data-testid="player-picture"]');
  return { width: picture?.clientWidth ?? 0, height: picture?.clientHeight ?? 0 };
}
