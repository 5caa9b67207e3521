import { PASSWORD_ERROR_MESSAGES, passwordClasses } from '@argus/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PasswordStrength } from './PasswordStrength.tsx';

describe('password strength', () => {
  it('hints at the four kinds of characters the rule counts, in the words of its error', () => {
    renderWithProviders(<PasswordStrength strength="weak" empty />);
    const hint = screen.getByTestId('password-strength').textContent ?? '';
    const kinds = PASSWORD_ERROR_MESSAGES.notEnoughClasses.split(': ')[1]!.replace(/\.$/, '');
    expect(kinds).toBe('lower-case letters, upper-case letters, digits, symbols');
    expect(hint).toContain(kinds);
    // The rule counts exactly these four: one of each gives four classes.
    expect(passwordClasses('aA1!')).toHaveLength(4);
  });
});
