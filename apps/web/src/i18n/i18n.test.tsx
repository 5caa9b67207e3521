import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { changeLanguage, LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n.ts';

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
});
