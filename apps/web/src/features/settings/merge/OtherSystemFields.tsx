import { PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type MergeFormValues, validateMergeForm } from './merge-form.ts';
import type { MergeProblem } from './merge-outcome.ts';

/** The other system as a form asks for it: a server's address and its owner. */
export type OtherSystemValues = Pick<MergeFormValues, 'address' | 'login' | 'password'>;

type OtherSystemField = keyof OtherSystemValues;

/** The form's checks with the spec's messages ('Enter server address', 'Password is required', ...). */
export function useOtherSystemValidation() {
  const { t } = useTranslation('merge');
  return (values: OtherSystemValues) =>
    Object.fromEntries(
      Object.entries(validateMergeForm(values)).map(([field, key]) => [
        field,
        key ? t(`form.errors.${key}`) : null,
      ]),
    );
}

export interface OtherSystemFieldsProps {
  form: Pick<UseFormReturnType<OtherSystemValues>, 'getInputProps'>;
  /** The other system's (or this server's) answer to the last attempt, shown under its field. */
  problem: MergeProblem | null;
  disabled?: boolean;
  addressRef?: Ref<HTMLInputElement>;
}

/**
 * The address, login and password of the other system, shared by Merge Systems and the setup wizard's
 * "Connect the server to the existing System": a field shows its own check first, then the answer to the
 * last attempt ('Wrong password').
 */
export function OtherSystemFields({ form, problem, disabled = false, addressRef }: OtherSystemFieldsProps) {
  const { t } = useTranslation('merge');
  const input = (field: OtherSystemField) => {
    const { error, ...props } = form.getInputProps(field);
    const answered = problem?.field === field ? (problem.key ? t(problem.key) : problem.text) : null;
    return { ...props, error: error ?? answered, required: true, autoComplete: 'off', disabled };
  };
  return (
    <>
      <TextInput
        ref={addressRef}
        label={t('form.address')}
        description={t('form.addressDescription')}
        spellCheck={false}
        {...input('address')}
      />
      <TextInput label={t('form.login')} description={t('form.loginDescription')} {...input('login')} />
      <PasswordInput label={t('form.password')} {...input('password')} />
    </>
  );
}
