import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { LeaveOutcome } from './LeaveDialog.tsx';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

// Page tests render the whole page with Mantine in jsdom, which is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

interface EditPageProps {
  apply(): Promise<boolean>;
  discard(): void;
  onOutcome(o: LeaveOutcome): void;
}

function EditPage({ apply, discard, onOutcome }: EditPageProps) {
  const [locked, setLocked] = useState(true);
  return (
    <>
      <h1>Edit page</h1>
      <Link to="/other">Leave</Link>
      <UnsavedChangesGuard
        locked={locked}
        canApply
        apply={apply}
        discard={() => {
          discard();
          setLocked(false);
        }}
        onOutcome={onOutcome}
      />
    </>
  );
}

function setup(applyResult = true, initialEntries = ['/edit']) {
  const apply = vi.fn(async () => applyResult);
  const discard = vi.fn();
  const outcomes: LeaveOutcome[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/edit',
        element: <EditPage apply={apply} discard={discard} onOutcome={(o) => outcomes.push(o)} />,
      },
      { path: '/other', element: <h1>Other page</h1> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { router, apply, discard, outcomes };
}

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  // A blocker driven twice (proceed after proceed) is reported by React Router as an error.
  const messages = consoleError.mock.calls.map((c) => String(c[0]));
  consoleError.mockRestore();
  expect(messages.filter((m) => m.includes('blocker'))).toEqual([]);
});

const dialog = () => screen.findByRole('dialog', { name: 'Apply changes before leaving?' });

describe('unsaved-changes lock', () => {
  it('opens the dialog on in-app navigation; Cancel stays on the page', async () => {
    const { router, outcomes } = setup();
    fireEvent.click(screen.getByText('Leave'));
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');
    expect(outcomes).toEqual(['canceled']);
  });

  it('Discard drops the changes and lets the navigation through', async () => {
    const { router, discard, outcomes } = setup();
    fireEvent.click(screen.getByText('Leave'));
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await screen.findByText('Other page');
    expect(discard).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/other');
    expect(outcomes).toEqual(['discarded']);
  });

  it('Apply saves, then lets the navigation through', async () => {
    const { apply, outcomes } = setup(true);
    fireEvent.click(screen.getByText('Leave'));
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Other page');
    expect(apply).toHaveBeenCalledOnce();
    expect(outcomes).toEqual(['applied']);
  });

  it('a failed Apply keeps the user on the page with the dialog open', async () => {
    const { router, apply, outcomes } = setup(false);
    fireEvent.click(screen.getByText('Leave'));
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(apply).toHaveBeenCalledOnce());
    await dialog();
    expect(router.state.location.pathname).toBe('/edit');
    expect(outcomes).toEqual([]);
  });

  it('blocks browser back the same way', async () => {
    const { router } = setup(true, ['/other', '/edit']);
    await act(() => router.navigate(-1));
    await dialog();
    expect(router.state.location.pathname).toBe('/edit');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await screen.findByText('Other page');
  });

  it('asks the browser before the tab closes', () => {
    setup();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
