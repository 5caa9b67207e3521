import { normalizeLicenseKey } from '@argus/contract';
import { TextInput, type TextInputProps } from '@mantine/core';

export interface LicenseKeyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange(value: string): void;
}

/**
 * The license key with the spec's input mask (000 §5): upper case as typed, hyphens placed between groups of
 * four (`normalizeLicenseKey`); pasted keys with spaces or other grouping come out the same.
 */
export function LicenseKeyInput({ value, onChange, ...rest }: LicenseKeyInputProps) {
  return (
    <TextInput
      {...rest}
      value={value}
      onChange={(event) => onChange(normalizeLicenseKey(event.currentTarget.value))}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
