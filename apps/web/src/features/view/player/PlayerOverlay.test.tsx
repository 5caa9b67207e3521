import { fireEvent, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PlayerOverlay, WAITING_SPINNER_DELAY_MS } from './PlayerOverlay.tsx';
import type { PlayerPhase } from './player-machine.ts';

describe('player overlay', () => {
  it('shows the server text verbatim, with Retry and Go live', () => {
    const onRetry = vi.fn();
    const onGoLive = vi.fn();
    renderWithProviders(
      <PlayerOverlay
        phase="failed"
        problem={{ kind: 'message', text: 'No archive at this position.' }}
        compact={false}
        onRetry={onRetry}
        onGoLive={onGoLive}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('No archive at this position.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go live' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onGoLive).toHaveBeenCalledOnce();
  });

  it('asks for the camera password, says a camera is offline, and shows a spinner while loading', () => {
    const password = renderWithProviders(
      <PlayerOverlay phase="failed" problem={{ kind: 'cameraPassword' }} compact={false} />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/^Please set up camera password/);
    password.unmount();
    const viewer = renderWithProviders(
      <PlayerOverlay
        phase="failed"
        problem={{ kind: 'cameraPassword' }}
        compact={false}
        canEditCamera={false}
      />,
    );
    expect(screen.getByRole('status').textContent).not.toMatch(/^Please/);
    expect(screen.getByRole('status').textContent).toMatch(/administrator/);
    viewer.unmount();
    const offline = renderWithProviders(
      <PlayerOverlay phase="failed" problem={{ kind: 'offline' }} compact />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/offline/);
    expect(screen.queryByRole('button')).toBeNull();
    offline.unmount();
    renderWithProviders(<PlayerOverlay phase="loading" problem={null} compact={false} />);
    expect(screen.getByLabelText('Loading video')).toBeTruthy();
  });

  it('covers a playing video that waits for data only once it has waited a while, not for every late frame', () => {
    vi.useFakeTimers();
    let setPhase: (phase: PlayerPhase) => void = () => undefined;
    function Player() {
      const [phase, set] = useState<PlayerPhase>('playing');
      setPhase = set;
      return <PlayerOverlay phase={phase} problem={null} compact={false} />;
    }
    try {
      renderWithProviders(<Player />);
      act(() => setPhase('waiting'));
      expect(screen.queryByLabelText('Loading video')).toBeNull();
      // The next frame came: playing again, and a new wait starts from nothing.
      act(() => vi.advanceTimersByTime(WAITING_SPINNER_DELAY_MS - 100));
      act(() => setPhase('playing'));
      act(() => setPhase('waiting'));
      act(() => vi.advanceTimersByTime(WAITING_SPINNER_DELAY_MS - 100));
      expect(screen.queryByLabelText('Loading video')).toBeNull();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByLabelText('Loading video')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
