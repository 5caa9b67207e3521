import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

const offline = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Part.js'));
const loaded = () => Promise.resolve({ default: ({ label }: { label: string }) => <p>{label}</p> });

/** Like the user menu: a button that shows the part, and goes back to the button when it fails. */
function Launcher({ part: Part }: { part: ReturnType<typeof lazyPart<{ label: string }>> }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted)
    return (
      <button type="button" onClick={() => setWanted(true)}>
        open
      </button>
    );
  return <Part label="menu" fallback={<span>loading</span>} onFailed={() => setWanted(false)} />;
}

describe('lazyPart', () => {
  it('keeps the app when the code fails to load, and loads it on the next use', async () => {
    const load = vi.fn<typeof loaded>().mockImplementationOnce(offline).mockImplementation(loaded);
    const Part = lazyPart(load);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>app</h1>
        <Launcher part={Part} />
      </main>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    // The import fails: the app stays, the launcher is back.
    expect(await screen.findByRole('button', { name: 'open' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'app' })).toBeTruthy();
    expect(screen.queryByText('menu')).toBeNull();

    // Next use: the import runs again and the part shows.
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByText('menu')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'app' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('reports the failure and renders nothing in its place', async () => {
    const Part = lazyPart<{ label: string }>(offline);
    const onFailed = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>app</h1>
        <Part label="toast" onFailed={onFailed} />
      </main>,
    );
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(onFailed.mock.calls[0]![0]).toBeInstanceOf(TypeError);
    expect(screen.getByRole('heading', { name: 'app' })).toBeTruthy();
    expect(screen.queryByText('toast')).toBeNull();
    errors.mockRestore();
  });

  it('preloads without surfacing a failed download', async () => {
    const load = vi.fn(offline);
    const Part = lazyPart<{ label: string }>(load);
    await act(async () => Part.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
