import type { SettingName } from '@argus/contract/mediaserver';
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { SettingsFormValues } from '../settings-values.ts';
import { AdvancedSettingField } from './AdvancedSettingField.tsx';
import type { AdvancedGroup } from './advanced-groups.ts';
import { rangeOf } from './advanced-validation.ts';

export interface AdvancedFormProps {
  groups: readonly AdvancedGroup[];
  values: SettingsFormValues;
  /** i18n keys (namespace `settings`) by setting name. */
  errors: FormErrors;
  onChange(name: SettingName, value: unknown): void;
  readOnly: boolean;
  isOwner: boolean;
}

/** The settings by area, each area a section with a heading. Presentational. */
export function AdvancedForm({ groups, values, errors, onChange, readOnly, isOwner }: AdvancedFormProps) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg">
      {groups.map(({ area, fields }) => (
        <Paper withBorder p="md" key={area} component="section" aria-labelledby={`advanced-area-${area}`}>
          <Group gap="xs" mb="md" wrap="nowrap">
            <Title order={2} size="h4" id={`advanced-area-${area}`}>
              {t(`advanced.areas.${area}`)}
            </Title>
            <Badge variant="light" color="gray" size="sm" aria-hidden>
              {fields.length}
            </Badge>
          </Group>
          <Stack gap="lg">
            {fields.map((field) => {
              const key = errors[field.name];
              return (
                <AdvancedSettingField
                  key={field.name}
                  field={field}
                  value={values[field.name]}
                  error={typeof key === 'string' ? t(key, rangeOf(field.name)) : undefined}
                  onChange={(value) => onChange(field.name, value)}
                  disabled={readOnly || field.type === 'static' || (field.ownerOnly && !isOwner)}
                />
              );
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
