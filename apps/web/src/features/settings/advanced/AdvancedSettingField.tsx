import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SettingField } from '../SettingField.tsx';
import type { AdvancedField } from './advanced-fields.ts';
import { JsonSettingField } from './json/JsonSettingField.tsx';

/** Single-line fields stay readable on wide screens; JSON editors take the whole width. */
const FIELD_MAX_WIDTH = 640;

export interface AdvancedSettingFieldProps {
  field: AdvancedField;
  value: unknown;
  /** Already translated. */
  error?: string;
  onChange(value: unknown): void;
  disabled: boolean;
}

/**
 * One setting of the Advanced page: its label and description, the editor of its type, its catalogue name and
 * who may change it, and its warning. Presentational.
 */
export function AdvancedSettingField({ field, value, error, onChange, disabled }: AdvancedSettingFieldProps) {
  const { t } = useTranslation('settings');
  const description = field.description || undefined;
  return (
    <Stack gap={4} data-setting={field.name} maw={field.type === 'json' ? undefined : FIELD_MAX_WIDTH}>
      {field.type === 'json' ? (
        <JsonSettingField
          name={field.name}
          label={field.label}
          description={description}
          error={error}
          value={value}
          onChange={onChange}
          disabled={disabled}
        />
      ) : (
        <SettingField
          name={field.name}
          type={field.type}
          label={field.label}
          description={description}
          value={value}
          onChange={onChange}
          disabled={disabled}
          error={error}
          placeholder={field.type === 'password' ? t('general.passwordUnchanged') : undefined}
        />
      )}
      <Group gap="xs" wrap="wrap">
        <Text span size="xs" ff="monospace" c="dimmed">
          {field.name}
        </Text>
        {field.type === 'static' && (
          <Badge size="xs" variant="light" color="gray">
            {t('advanced.readOnly')}
          </Badge>
        )}
        {field.ownerOnly && field.type !== 'static' && (
          <Badge size="xs" variant="light" color="grape">
            {t('advanced.ownerOnly')}
          </Badge>
        )}
      </Group>
      {field.warning && (
        <Alert color="yellow" variant="light" p="xs" role="note" icon={<IconAlertTriangle size={16} />}>
          <Text size="xs">{t(field.warning)}</Text>
        </Alert>
      )}
    </Stack>
  );
}
