import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The six digits of an authenticator app (or a backup code): one-time-code autofill, digits keyboard. */
export function CodeInput(props: TextInputProps) {
  const { t } = useTranslation('cloudAccount');
  return (
    <TextInput
      label={t('security.code')}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={12}
      required
      {...props}
    />
  );
}
