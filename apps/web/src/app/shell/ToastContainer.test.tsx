import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { notify } from '../../ui/notify.ts';
import { isToastContainerRequested } from '../../ui/toast-signal.ts';
import { ToastContainer } from './ToastContainer.tsx';

// The first download of the container's code fails (the server is down), later ones succeed.
const download = vi.hoisted(() => ({ failures: 1 }));
vi.mock('@mantine/notifications', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mantine/notifications')>();
  let failures = download.failures;
  return {
    ...actual,
    get Notifications() {
      if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
      return actual.Notifications;
    },
  };
});

describe('ToastContainer', () => {
  it('keeps the app when the container cannot load, and shows toasts once it can', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <>
        <h1>app</h1>
        <ToastContainer />
      </>,
    );
    act(() => void notify.danger('Server unavailable'));
    await vi.waitFor(() => expect(isToastContainerRequested()).toBe(false));
    expect(screen.getByRole('heading', { name: 'app' })).toBeTruthy();

    act(() => void notify.success('Saved'));
    expect(await screen.findByText('Saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'app' })).toBeTruthy();
    errors.mockRestore();
  });
});
