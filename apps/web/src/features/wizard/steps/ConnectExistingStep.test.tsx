import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { MergeProblem } from '../../settings/merge/merge-outcome.ts';
import type { OtherSystemValues } from '../../settings/merge/OtherSystemFields.tsx';
import { ConnectExistingStep } from './ConnectExistingStep.tsx';
import { GetStartedStep } from './GetStartedStep.tsx';

const EMPTY: OtherSystemValues = { address: '', login: 'admin', password: '' };
const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Get Started', () => {
  it('sets up a new System on Enter, or leads to the existing System', () => {
    const onNext = vi.fn();
    const onConnect = vi.fn();
    renderWithProviders(<GetStartedStep onNext={onNext} onConnect={onConnect} />);
    const start = screen.getByRole('button', { name: 'Get Started' });
    expect(document.activeElement).toBe(start);
    fireEvent.submit(start.closest('form')!);
    expect(onNext).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Connect to existing System' }));
    expect(onConnect).toHaveBeenCalledOnce();
  });
});

/** The step as the wizard holds it: the other System's answer stays until the step changes. */
function AnsweredStep({
  values,
  onBack,
}: {
  values: OtherSystemValues;
  onBack(values: OtherSystemValues): void;
}) {
  const [problem, setProblem] = useState<MergeProblem | null>({
    field: 'password',
    key: 'errors.wrongPassword',
    text: 'Wrong password.',
  });
  return (
    <ConnectExistingStep
      values={values}
      problem={problem}
      onNext={() => {}}
      onBack={onBack}
      onEdit={() => setProblem(null)}
    />
  );
}

describe('Connect the server to the existing System', () => {
  it('focuses the address, and asks for an address, a valid one and a password (spec 000 §5)', () => {
    const onNext = vi.fn();
    renderWithProviders(
      <ConnectExistingStep
        values={EMPTY}
        problem={null}
        onNext={onNext}
        onBack={() => {}}
        onEdit={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Connect the server to the existing System',
    );
    const address = screen.getByLabelText(/^Server address/) as HTMLInputElement;
    expect(document.activeElement).toBe(address);
    fireEvent.submit(address.form!);
    expect(screen.getByText('Enter server address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    change(/^Server address/, 'no such thing');
    expect(screen.getByText('Enter valid URL')).toBeTruthy();
    change(/^Server address/, 'https://10.0.0.2:7001/');
    change(/^Password/, 'secret');
    fireEvent.submit(address.form!);
    expect(onNext).toHaveBeenCalledExactlyOnceWith({
      address: 'https://10.0.0.2:7001/',
      login: 'admin',
      password: 'secret',
    });
  });

  it("shows the other System's 'Wrong password' until the password changes, and goes back with the values", () => {
    const onBack = vi.fn();
    const values = { address: '10.0.0.2:7001', login: 'admin', password: 'nope' };
    renderWithProviders(<AnsweredStep values={values} onBack={onBack} />);
    expect(screen.getByText('Wrong password')).toBeTruthy();
    change(/^Password/, 'nope2');
    expect(screen.queryByText('Wrong password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledExactlyOnceWith({ ...values, password: 'nope2' });
  });
});
