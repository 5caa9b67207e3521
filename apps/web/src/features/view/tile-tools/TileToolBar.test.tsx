import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { TileToolBar, type TileToolBarProps } from './TileToolBar.tsx';

const props = (more: Partial<TileToolBarProps> = {}): TileToolBarProps => ({
  name: 'Gate',
  fullscreen: false,
  zoomed: false,
  audible: null,
  onFullscreen: vi.fn(),
  onSnapshot: vi.fn(),
  onAudio: vi.fn(),
  onResetZoom: vi.fn(),
  ...more,
});

describe('tile tool bar', () => {
  it('offers fullscreen and a snapshot; sound only where the stream has it, reset only while zoomed', () => {
    const p = props();
    renderWithProviders(<TileToolBar {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen: Gate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save a snapshot of Gate' }));
    expect(p.onFullscreen).toHaveBeenCalledOnce();
    expect(p.onSnapshot).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('tile-audio')).toBeNull();
    expect(screen.queryByTestId('tile-zoom-reset')).toBeNull();
  });

  it('turns the sound on and off, resets the zoom, and names the way out of fullscreen', () => {
    const p = props({ audible: false, zoomed: true, fullscreen: true });
    const first = renderWithProviders(<TileToolBar {...p} />);
    const sound = screen.getByRole('button', { name: 'Sound on: Gate' });
    expect(sound.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(sound);
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom of Gate' }));
    expect(p.onAudio).toHaveBeenCalledOnce();
    expect(p.onResetZoom).toHaveBeenCalledOnce();
    screen.getByRole('button', { name: 'Leave fullscreen: Gate' });
    first.unmount();
    renderWithProviders(<TileToolBar {...p} audible />);
    expect(screen.getByRole('button', { name: 'Sound off: Gate' }).getAttribute('aria-pressed')).toBe('true');
  });
});
