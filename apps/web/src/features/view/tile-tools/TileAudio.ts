import { createContext, useContext } from 'react';

/** A tile's sound, from its tool bar to its player: on or off, and whether the stream has any. */
export interface TileAudio {
  audible: boolean;
  onAudio(hasAudio: boolean): void;
}

export const TileAudioContext = createContext<TileAudio | null>(null);

/** The sound setting of the tile a player is in (none outside a wall tile: muted). */
export const useTileAudio = (): TileAudio | null => useContext(TileAudioContext);
