import { Checkbox, Input, NumberInput, PasswordInput, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { type SettingFieldType, staticText } from './field-type.ts';

export interface SettingFieldProps {
  name: string;
  type: SettingFieldType;
  label: ReactNode;
  value: unknown;
  onChange(value: unknown): void;
  disabled?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  maxLength?: number;
  placeholder?: string;
}

/** One setting, edited according to its field type. Presentational. */
export function SettingField({
  name,
  type,
  label,
  value,
  onChange,
  disabled,
  error,
  description,
  maxLength,
  placeholder,
}: SettingFieldProps) {
  const id = `setting-${name}`;
  switch (type) {
    case 'checkbox':
      return (
        <Checkbox
          id={id}
          name={name}
          label={label}
          description={description}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          disabled={disabled}
          error={error}
        />
      );
    case 'number':
      return (
        <NumberInput
          id={id}
          name={name}
          label={label}
          description={description}
          value={typeof value === 'number' ? value : typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
          disabled={disabled}
          error={error}
          allowDecimal
          hideControls
        />
      );
    case 'password':
      return (
        <PasswordInput
          id={id}
          name={name}
          label={label}
          description={description}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          disabled={disabled}
          error={error}
          maxLength={maxLength}
          autoComplete="new-password"
          placeholder={placeholder}
        />
      );
    case 'text':
      return (
        <TextInput
          id={id}
          name={name}
          label={label}
          description={description}
          value={typeof value === 'string' ? value : String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
          disabled={disabled}
          error={error}
          maxLength={maxLength}
          placeholder={placeholder}
        />
      );
    default:
      return (
        <Input.Wrapper id={id} label={label} description={description} labelElement="div">
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid={`static-${name}`}>
            {staticText(value)}
          </Text>
        </Input.Wrapper>
      );
  }
}
