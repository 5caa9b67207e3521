import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PlayerOverlay } from './PlayerOverlay.tsx';

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
});
