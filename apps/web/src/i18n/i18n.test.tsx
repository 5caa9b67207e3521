import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { browserLanguage, changeLanguage, LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n.ts';

function Title() {
  const { t } = useTranslation('errors');
  return <h1>{t('notFound.title')}</h1>;
}

describe('language', () => {
  it('switches live and is remembered', async () => {
    renderWithProviders(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
    await act(() => changeLanguage('de_DE'));
    expect(screen.getByRole('heading').textContent).toBe('Seite nicht gefunden');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de_DE');
    expect(storedLanguage()).toBe('de_DE');
    expect(document.documentElement.lang).toBe('de');
    await act(() => changeLanguage('en_US'));
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
  });

  it('follows the browser’s language until the user picks one', () => {
    expect(browserLanguage(['de-AT', 'en'])).toBe('de_DE');
    expect(browserLanguage(['fr-FR', 'de'])).toBe('de_DE');
    expect(browserLanguage(['en-GB'])).toBe('en_US');
    expect(browserLanguage(['fr-FR'])).toBeUndefined();
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en-US']);
    try {
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
      expect(storedLanguage()).toBe('de_DE');
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en_US');
      expect(storedLanguage()).toBe('en_US');
      languages.mockReturnValue(['fr-FR']);
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
      expect(storedLanguage()).toBe('en_US');
    } finally {
      languages.mockRestore();
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    }
  });
});
