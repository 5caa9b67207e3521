import { PasswordInput, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { FormDialog } from './FormDialog.tsx';

/** What a refused confirmation says: under the password (a wrong one), or for the whole dialog. */
export type PasswordRefusal = { field: string } | { form: string };

export interface PasswordConfirmDialogProps {
  opened: boolean;
  title: string;
  text: ReactNode;
  passwordLabel: string;
  passwordRequired: string;
  submit: string;
  cancel: string;
  busy: boolean;
  /** Carries the action out; null when it is done, else why not (the password field is emptied). */
  onConfirm(password: string): Promise<PasswordRefusal | null>;
  onClose(): void;
}

/** An action that cannot be undone, behind the account's password (disconnect a system, delete the account). */
export function PasswordConfirmDialog(props: PasswordConfirmDialogProps) {
  const { opened, title, text, passwordLabel, passwordRequired, submit, cancel, busy, onConfirm, onClose } =
    props;
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<PasswordRefusal | null>(null);

  useEffect(() => {
    if (!opened) return;
    setPassword('');
    setSubmitted(false);
    setRefusal(null);
  }, [opened]);

  const confirm = async () => {
    setSubmitted(true);
    setRefusal(null);
    if (password === '') return;
    const result = await onConfirm(password);
    if (!result) return;
    setRefusal(result);
    setPassword('');
  };

  const fieldError =
    refusal && 'field' in refusal ? refusal.field : submitted && password === '' ? passwordRequired : null;
  return (
    <FormDialog
      opened={opened}
      title={title}
      submit={submit}
      cancel={cancel}
      danger
      busy={busy}
      failure={refusal && 'form' in refusal ? refusal.form : null}
      onSubmit={() => void confirm()}
      onClose={onClose}
    >
      <Text size="sm">{text}</Text>
      <PasswordInput
        label={passwordLabel}
        value={password}
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          setRefusal(null);
        }}
        error={fieldError}
        autoComplete="current-password"
        maxLength={255}
        required
        data-autofocus
      />
    </FormDialog>
  );
}
