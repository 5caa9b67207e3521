import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT } from '../../../../test/cloud-fixtures.ts';
import { accountProbe, cloudSystem, renderPortal, stubCloud } from '../../../../test/fake-cloud.tsx';
import { jsonResponse } from '../../../../test/render.tsx';

const systems = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    cloudSystem({ id: `00000000-0000-4000-8000-00000000000${i}`, name: `Site ${i + 1}` }),
  );

afterEach(() => vi.unstubAllGlobals());

async function openSwitcher(count: number, path = '/account/') {
  stubCloud({ ...accountProbe(ACCOUNT), 'GET /api/systems': () => jsonResponse(200, systems(count)) });
  renderPortal(path);
  const button = await screen.findByTestId('system-switcher');
  fireEvent.click(button);
  return (await screen.findByText('Site 1')).closest('[role="menu"]') as HTMLElement;
}

// In jsdom the dropdown gets display: none right after it has shown; its items stay in the document.
const items = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => item.textContent);

describe('the system switcher', () => {
  it('lists the systems and All Systems, without a search below 9 systems', async () => {
    const menu = await openSwitcher(8);
    expect(items(menu)).toEqual(['All Systems', ...systems(8).map((s) => s.name)]);
    expect(within(menu).queryByRole('textbox', { hidden: true })).toBeNull();
  });

  it('offers a search from 9 systems on', async () => {
    const menu = await openSwitcher(9);
    const search = within(menu).getByRole('textbox', { name: 'Search Systems', hidden: true });
    fireEvent.change(search, { target: { value: 'site 9' } });
    expect(items(menu)).toEqual(['All Systems', 'Site 9']);
    fireEvent.change(search, { target: { value: 'nowhere' } });
    expect(within(menu).getByText('No Systems match the search')).toBeTruthy();
  });

  it('names the open system on its button', async () => {
    await openSwitcher(3, '/systems/00000000-0000-4000-8000-000000000001');
    expect(screen.getByTestId('system-switcher').textContent).toBe('Site 2');
  });
});
