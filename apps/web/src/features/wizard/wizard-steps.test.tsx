import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminPasswordStep, type AdminPasswordValues } from './steps/AdminPasswordStep.tsx';
import { AdvancedSettingsStep } from './steps/AdvancedSettingsStep.tsx';
import { ReadyScreen } from './steps/ReadyScreen.tsx';
import { SystemNameStep } from './steps/SystemNameStep.tsx';
import { validateAdminPassword, validateSystemName } from './wizard-validation.ts';

function NameHarness({ onNext }: { onNext: (name: string) => void }) {
  return <SystemNameStep value="" step={1} steps={3} onNext={onNext} onBack={() => {}} />;
}

const NO_PASSWORDS: AdminPasswordValues = { password: '', confirm: '' };

function PasswordHarness({
  onNext,
  common,
}: {
  onNext: (values: AdminPasswordValues) => void;
  common?: ReadonlySet<string>;
}) {
  return (
    <AdminPasswordStep
      values={NO_PASSWORDS}
      commonPasswords={common}
      step={2}
      steps={3}
      onNext={onNext}
      onBack={() => {}}
    />
  );
}

const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('every wizard screen', () => {
  it('is the main landmark with its title as the one h1', () => {
    renderWithProviders(<NameHarness onNext={() => {}} />);
    const main = screen.getByRole('main');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(['Enter System Name']);
    expect(main.contains(headings[0]!)).toBe(true);
  });
});

describe('system name step', () => {
  it('focuses the field, requires a name after submit, and advances on Enter', () => {
    const onNext = vi.fn();
    renderWithProviders(<NameHarness onNext={onNext} />);
    const input = screen.getByLabelText(/System name/) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(screen.queryByText('System name is required')).toBeNull();
    fireEvent.submit(input.form!);
    expect(screen.getByText('System name is required')).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();
    change(input, 'Main office');
    expect(screen.queryByText('System name is required')).toBeNull();
    fireEvent.submit(input.form!);
    expect(onNext).toHaveBeenCalledExactlyOnceWith('Main office');
  });

  it('rejects blank and over-long names', () => {
    expect(validateSystemName('   ')).toBe('required');
    expect(validateSystemName('x'.repeat(256))).toBe('tooLong');
    expect(validateSystemName('Site A')).toBeNull();
  });
});

describe('administrator password step', () => {
  it('shows the strength live and blocks weak or unconfirmed passwords', () => {
    const onNext = vi.fn();
    renderWithProviders(<PasswordHarness onNext={onNext} />);
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    const confirm = screen.getByLabelText(/^Confirm password/) as HTMLInputElement;
    expect(document.activeElement).toBe(password);
    const meter = screen.getByTestId('password-strength');
    expect(meter.dataset.strength).toBe('none');
    change(password, 'abc');
    expect(meter.dataset.strength).toBe('weak');
    fireEvent.submit(password.form!);
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeTruthy();
    expect(screen.getByText('Confirm the password')).toBeTruthy();
    change(password, 'Camera-Roof-2024');
    expect(meter.dataset.strength).toBe('strong');
    change(confirm, 'Camera-Roof-2025');
    fireEvent.submit(password.form!);
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();
    change(confirm, 'Camera-Roof-2024');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    fireEvent.submit(password.form!);
    expect(onNext).toHaveBeenCalledExactlyOnceWith({
      password: 'Camera-Roof-2024',
      confirm: 'Camera-Roof-2024',
    });
  });

  it('rejects a common password once the list is loaded', () => {
    const onNext = vi.fn();
    renderWithProviders(<PasswordHarness onNext={onNext} common={new Set(['password123'])} />);
    const password = screen.getByLabelText(/^Password/);
    change(password, 'Password123');
    change(screen.getByLabelText(/^Confirm password/), 'Password123');
    fireEvent.submit((password as HTMLInputElement).form!);
    expect(screen.getByText('Password is too common.')).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('validates password and confirmation', () => {
    expect(validateAdminPassword('', '')).toEqual({ password: 'required', confirm: 'confirmRequired' });
    expect(validateAdminPassword('lowercaseonly', 'lowercaseonly').password).toBe('notEnoughClasses');
    expect(validateAdminPassword(' Leading1', ' Leading1').password).toBe('leadingOrTrailingSpace');
    expect(validateAdminPassword('Good-pass1', 'Good-pass1')).toEqual({ password: null, confirm: null });
  });
});

describe('settings preset and the last step', () => {
  it('explains each preset in plain words, with Recommended chosen', () => {
    renderWithProviders(
      <AdvancedSettingsStep
        value="recommended"
        step={3}
        steps={3}
        onChange={() => {}}
        onNext={() => {}}
        onBack={() => {}}
      />,
    );
    const recommended = screen.getByRole('radio', { name: /^Recommended/ }) as HTMLInputElement;
    expect(recommended.checked).toBe(true);
    expect(screen.getByText(/plain HTTP stays allowed/i)).toBeTruthy();
    expect(screen.getByText(/Accepts only HTTPS connections; everything else/)).toBeTruthy();
    expect(screen.getByText(/sessions end after 24 hours/)).toBeTruthy();
  });

  it('says where the login continues when the system now accepts only HTTPS', () => {
    const onContinue = vi.fn();
    renderWithProviders(
      <ReadyScreen
        systemName="Site North"
        httpsAddress="https://10.0.0.5:7001/settings"
        busy={false}
        onContinue={onContinue}
      />,
    );
    expect(screen.getByText(/Log In continues at https:\/\/10\.0\.0\.5:7001,/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });
});
