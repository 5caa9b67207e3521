import { SESSION_LIMIT_MAX_MINUTES, type SettingName } from '@argus/contract/mediaserver';
import { Paper, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldTypeOf } from '../field-type.ts';
import { SettingField } from '../SettingField.tsx';
import type { SettingsManifest } from '../settings.api.ts';
import type { SettingsFormValues } from '../settings-values.ts';
import {
  fieldWarning,
  GENERAL_SECTIONS,
  type GeneralField,
  SMTP_CONNECTION_TYPES,
  SYSTEM_NAME_MAX_LENGTH,
  TEXT_SETTING_MAX_LENGTH,
} from './general-fields.ts';
import { SessionLimitInput } from './SessionLimitInput.tsx';

export interface GeneralFormProps {
  values: SettingsFormValues;
  /** i18n keys (namespace `settings`) by setting name. */
  errors: FormErrors;
  manifest: SettingsManifest;
  onChange(name: SettingName, value: unknown): void;
  /** Owner-only settings are disabled for everybody else. */
  isOwner: boolean;
}

const MESSAGE_VALUES = { days: SESSION_LIMIT_MAX_MINUTES / (24 * 60) };

/**
 * The General tab of administrators: system name, system and security settings, e-mail (SMTP).
 * Presentational.
 */
export function GeneralForm({ values, errors, manifest, onChange, isOwner }: GeneralFormProps) {
  const { t } = useTranslation('settings');
  const err = (name: SettingName) => {
    const key = errors[name];
    return typeof key === 'string' ? t(key, MESSAGE_VALUES) : undefined;
  };

  const renderField = (field: GeneralField) => {
    const { name, kind = 'default', help, pinnedHelp } = field;
    const entry = manifest[name];
    if (!entry) return null;
    const disabled = entry.isReadOnly || (entry.isOwnerOnly && !isOwner);
    const label = t(`general.fields.${name}`, { defaultValue: entry.label });
    const ownerHint = entry.isOwnerOnly && !isOwner ? t('general.ownerOnly') : undefined;
    const helpText =
      pinnedHelp && entry.isReadOnly
        ? t(`general.help.${name}Pinned`)
        : help
          ? t(`general.help.${name}`)
          : undefined;
    const common = { label, error: err(name), disabled, description: ownerHint ?? helpText };
    switch (kind) {
      case 'sessionLimit':
        return (
          <SessionLimitInput
            key={name}
            {...common}
            description={ownerHint ?? t('general.sessionLimitHint')}
            value={values[name]}
            onChange={(v) => onChange(name, v)}
          />
        );
      case 'connectionType':
        return (
          <Select
            key={name}
            id={`setting-${name}`}
            {...common}
            data={SMTP_CONNECTION_TYPES.map((v) => ({ value: v, label: t(`general.connectionTypes.${v}`) }))}
            value={
              typeof values[name] === 'string' && values[name] !== '' ? (values[name] as string) : 'unsecure'
            }
            allowDeselect={false}
            onChange={(v) => v && onChange(name, v)}
          />
        );
      case 'multiline':
        return (
          <Textarea
            key={name}
            id={`setting-${name}`}
            {...common}
            value={typeof values[name] === 'string' ? (values[name] as string) : ''}
            onChange={(e) => onChange(name, e.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
          />
        );
      default: {
        const warning = fieldWarning(field, values[name]);
        return (
          <SettingField
            key={name}
            name={name}
            type={fieldTypeOf(name, entry)}
            {...common}
            description={
              ownerHint ?? (warning ? t(warning) : kind === 'port' ? t('general.smtpPortHint') : helpText)
            }
            value={values[name]}
            onChange={(v) => onChange(name, v)}
            maxLength={TEXT_SETTING_MAX_LENGTH}
            placeholder={entry.isWriteOnly ? t('general.passwordUnchanged') : undefined}
          />
        );
      }
    }
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('general.sections.name')}
          </Title>
          <SettingField
            name="systemName"
            type="text"
            label={t('general.fields.systemName')}
            value={values.systemName}
            onChange={(v) => onChange('systemName', v)}
            error={err('systemName')}
            maxLength={SYSTEM_NAME_MAX_LENGTH}
          />
        </Stack>
      </Paper>
      {GENERAL_SECTIONS.map((section) => {
        const fields = section.fields.filter((f) => manifest[f.name]);
        if (fields.length === 0) return null;
        const checkboxes = fields.filter((f) => manifest[f.name]!.type === 'Bool' && !f.kind);
        const others = fields.filter((f) => !checkboxes.includes(f));
        return (
          <Paper withBorder p="md" key={section.key}>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t(`general.sections.${section.key}`)}
              </Title>
              {others.length > 0 && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                  {others.map(renderField)}
                </SimpleGrid>
              )}
              {checkboxes.length > 0 && (
                <Stack gap="xs" mt={others.length > 0 ? 'xs' : 0}>
                  {checkboxes.map(renderField)}
                </Stack>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
