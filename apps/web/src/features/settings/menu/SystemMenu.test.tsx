import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { SystemMenu } from './SystemMenu.tsx';

describe('system menu', () => {
  it('is a navigation landmark of links to the pages given, the current one marked', async () => {
    renderWithProviders(
      <MemoryRouter>
        <SystemMenu tabs={['cameras', 'general', 'storages']} active="cameras" homeLabel="General" />
      </MemoryRouter>,
    );
    const nav = await screen.findByRole('navigation', { name: 'System menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Cameras', '/settings/cameras'],
      ['General', '/settings'],
      ['Storage Locations', '/settings/storages'],
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[1]!.getAttribute('aria-current')).toBeNull();
  });

  it('names /settings after what it shows the caller', async () => {
    renderWithProviders(
      <MemoryRouter>
        <SystemMenu tabs={['cameras', 'general']} active="general" homeLabel="System" />
      </MemoryRouter>,
    );
    const nav = await screen.findByRole('navigation', { name: 'System menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Cameras', 'System']);
  });
});
