import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { loadPage } from '../../app/reload/load-page.ts';
import { ReloadPromptHost } from '../../app/reload/ReloadPromptHost.tsx';
import { systemEndpoints } from '../../lib/endpoints.ts';
import { UnsavedChangesGuard } from '../settings/apply/UnsavedChangesGuard.tsx';
import { UnavailableBanner } from './UnavailableBanner.tsx';

vi.mock('../../app/reload/load-page.ts', () => ({ loadPage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const PING = {
  moduleGuid: '{63fafcca-9884-4dc4-b7e8-85ea3ed8a2a8}',
  localSystemId: '{5a3c9a1e-7f0b-4c55-9d2e-0f7e0a1b2c3d}',
  sysIdTime: 1,
  tranLogTime: { sequence: 1, ticksMs: 1 },
};
const serverDown = () => Promise.reject(new TypeError('Failed to fetch'));
const serverUp = () => Promise.resolve(jsonResponse(200, { error: '0', reply: PING }));

/** A settings form as the pages build it: the unsaved-changes guard is locked while the name differs. */
function SystemNameForm() {
  const [saved, setSaved] = useState('Site North');
  const [name, setName] = useState(saved);
  const save = async () => {
    setSaved(name);
    return true;
  };
  return (
    <>
      <TextInput label="System name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <button type="button" onClick={() => void save()}>
        Save
      </button>
      <UnsavedChangesGuard locked={name !== saved} canApply apply={save} discard={() => setName(saved)} />
    </>
  );
}

function renderPageWithEdits() {
  const router = createMemoryRouter([{ path: '/', element: <SystemNameForm /> }]);
  const rendered = renderWithProviders(
    <>
      <UnavailableBanner pingIntervalMs={20} />
      <ReloadPromptHost />
      <RouterProvider router={router} />
    </>,
  );
  const field = screen.getByLabelText('System name') as HTMLInputElement;
  fireEvent.change(field, { target: { value: 'Site South' } });
  return { ...rendered, field };
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(loadPage).mockReset();
});

describe('reload after the server is back', () => {
  it('asks first when the page has unsaved edits, keeps them when declined, reloads once they are saved', async () => {
    const { client, field } = renderPageWithEdits();
    fetchMock.mockImplementation(serverDown);
    await expect(client.call(systemEndpoints.info)).rejects.toMatchObject({ isUnavailable: true });
    await screen.findByTestId('unavailable-banner');

    fetchMock.mockImplementation(serverUp);
    const prompt = await screen.findByRole('dialog', { name: 'Reload the page?' });
    expect(prompt.textContent).toContain('The server answers again.');
    expect(loadPage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reload the page?' })).toBeNull());
    expect(field.value).toBe('Site South');
    expect(loadPage).not.toHaveBeenCalled();

    // Saved: nothing is lost any more, and the reload the server's return asked for happens.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledOnce());
  });

  it('"Discard and reload" drops the edits and reloads', async () => {
    const { client, field } = renderPageWithEdits();
    fetchMock.mockImplementation(serverDown);
    await expect(client.call(systemEndpoints.info)).rejects.toMatchObject({ isUnavailable: true });
    fetchMock.mockImplementation(serverUp);
    await screen.findByRole('dialog', { name: 'Reload the page?' });
    fireEvent.click(screen.getByRole('button', { name: 'Discard and reload' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledOnce());
    expect(field.value).toBe('Site North');
  });

  it('reloads at once when nothing is unsaved', async () => {
    const { client } = renderWithProviders(<UnavailableBanner pingIntervalMs={20} />);
    fetchMock.mockImplementation(serverDown);
    await expect(client.call(systemEndpoints.info)).rejects.toMatchObject({ isUnavailable: true });
    fetchMock.mockImplementation(serverUp);
    await waitFor(() => expect(loadPage).toHaveBeenCalledOnce());
  });
});
