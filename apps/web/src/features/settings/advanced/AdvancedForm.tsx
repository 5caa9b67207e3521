import type { SettingName } from '@argus/contract';
import { Alert, Paper, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SettingField } from '../SettingField.tsx';
import type { SettingsFormValues } from '../settings-values.ts';
import { type AdvancedField, rangeOf } from './advanced-fields.ts';

export interface AdvancedFormProps {
  fields: AdvancedField[];
  values: SettingsFormValues;
  /** i18n keys (namespace `settings`) by setting name. */
  errors: FormErrors;
  onChange(name: SettingName, value: unknown): void;
  readOnly: boolean;
  isOwner: boolean;
}

/** Every setting, generated from the manifest. Presentational. */
export function AdvancedForm({ fields, values, errors, onChange, readOnly, isOwner }: AdvancedFormProps) {
  const { t } = useTranslation('settings');
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        {fields.map((f) => {
          const key = errors[f.name];
          const error = typeof key === 'string' ? t(key, rangeOf(f.name)) : undefined;
          return (
            <div key={f.name}>
              <SettingField
                name={f.name}
                type={f.type}
                label={f.label}
                description={
                  <Text span size="xs" ff="monospace" c="dimmed">
                    {f.name}
                    {f.ownerOnly ? ` · ${t('advanced.ownerOnly')}` : ''}
                  </Text>
                }
                value={values[f.name]}
                onChange={(v) => onChange(f.name, v)}
                disabled={readOnly || (f.ownerOnly && !isOwner)}
                error={error}
                placeholder={f.type === 'password' ? t('general.passwordUnchanged') : undefined}
              />
              {f.warning && (
                <Alert color="yellow" variant="light" mt={6} p="xs" icon={<IconAlertTriangle size={16} />}>
                  <Text size="xs">{t(f.warning)}</Text>
                </Alert>
              )}
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
