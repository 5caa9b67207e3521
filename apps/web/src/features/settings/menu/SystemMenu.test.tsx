import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { changeLanguage } from '../../../i18n/i18n.ts';
import type { MenuSection } from './menu-sections.ts';
import { SystemMenu } from './SystemMenu.tsx';

const ADMIN_SECTIONS: MenuSection[] = [
  { group: null, tabs: ['cameras'] },
  { group: 'administration', tabs: ['general', 'storages'] },
];

const linksOf = (el: HTMLElement) =>
  within(el)
    .getAllByRole('link')
    .map((l) => [l.textContent, l.getAttribute('href')]);

describe('system menu', () => {
  it('is a navigation landmark: Cameras, then the System Administration group of links, the current one marked', async () => {
    renderWithProviders(
      <MemoryRouter>
        <SystemMenu sections={ADMIN_SECTIONS} active="cameras" homeLabel="General" />
      </MemoryRouter>,
    );
    const nav = await screen.findByRole('navigation', { name: 'System menu' });
    expect(linksOf(nav)).toEqual([
      ['Cameras', '/settings/cameras'],
      ['General', '/settings'],
      ['Storage Locations', '/settings/storages'],
    ]);
    const group = within(nav).getByRole('group', { name: 'System Administration' });
    expect(linksOf(group)).toEqual([
      ['General', '/settings'],
      ['Storage Locations', '/settings/storages'],
    ]);
    // Lists all the way: the top list holds Cameras and the group, the group its own list.
    const [top, inner] = within(nav).getAllByRole('list');
    expect([...top!.children].map((item) => item.tagName)).toEqual(['LI', 'LI']);
    expect(top!.children[1]?.firstElementChild).toBe(group);
    expect(inner!.parentElement).toBe(group);
    const links = within(nav).getAllByRole('link');
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[1]!.getAttribute('aria-current')).toBeNull();
  });

  it('names /settings after what it shows the caller, outside the group for a non-administrator', async () => {
    renderWithProviders(
      <MemoryRouter>
        <SystemMenu
          sections={[{ group: null, tabs: ['cameras', 'general'] }]}
          active="general"
          homeLabel="System"
        />
      </MemoryRouter>,
    );
    const nav = await screen.findByRole('navigation', { name: 'System menu' });
    expect(linksOf(nav).map(([text]) => text)).toEqual(['Cameras', 'System']);
    expect(within(nav).queryByRole('group')).toBeNull();
  });

  it('does not repeat the page title: a group the title names is set apart by a line, named only for assistive technology', async () => {
    renderWithProviders(
      <MemoryRouter>
        <SystemMenu
          sections={ADMIN_SECTIONS}
          active="general"
          homeLabel="General"
          titledGroup="administration"
        />
      </MemoryRouter>,
    );
    const nav = await screen.findByRole('navigation', { name: 'System menu' });
    const group = within(nav).getByRole('group', { name: 'System Administration' });
    expect(linksOf(group).map(([text]) => text)).toEqual(['General', 'Storage Locations']);
    expect(nav.textContent).not.toContain('System Administration');
  });

  it('labels the group in German', async () => {
    await changeLanguage('de_DE');
    try {
      renderWithProviders(
        <MemoryRouter>
          <SystemMenu sections={ADMIN_SECTIONS} active="general" homeLabel="Allgemein" />
        </MemoryRouter>,
      );
      const nav = await screen.findByRole('navigation', { name: 'Systemmenü' });
      expect(within(nav).getByRole('group', { name: 'Systemverwaltung' })).toBeTruthy();
    } finally {
      await changeLanguage('en_US');
    }
  });
});
