import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { THEME_STORAGE_KEY } from '../theme.ts';
import { ThemeSwitch } from './ThemeSwitch.tsx';

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it('defaults to auto, which follows the OS (light here)', async () => {
    renderWithProviders(<ThemeSwitch />);
    expect((screen.getByLabelText('Auto') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });

  it('persists the choice and sets data-theme', async () => {
    const first = renderWithProviders(<ThemeSwitch />);
    fireEvent.click(screen.getByLabelText('Dark'));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    first.unmount();
    renderWithProviders(<ThemeSwitch />);
    expect((screen.getByLabelText('Dark') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    fireEvent.click(screen.getByLabelText('Light'));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
