import { CAMERA_EVENT_TYPES, type EventType, PROLONGED_EVENT_TYPES } from '@argus/contract/mediaserver';
import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { eventTypeOptions } from './event-options.ts';
import type { RuleFormValues } from './rule-form-model.ts';
import type { Option } from './useRuleResources.ts';

type RuleForm = UseFormReturnType<RuleFormValues>;

/** The event: its type, the cameras it comes from, its state, a generic event's words. */
export function RuleEventFields({ form, cameras }: { form: RuleForm; cameras: Option[] }) {
  const { t } = useTranslation('eventRules');
  const values = form.getValues();
  return (
    <>
      <Select
        label={t('editor.eventType')}
        data={eventTypeOptions(t, values.eventType)}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('eventType')}
        onChange={(v) => v && form.setFieldValue('eventType', v as EventType)}
      />
      {CAMERA_EVENT_TYPES.includes(values.eventType) && (
        <MultiSelect
          label={t('editor.eventCameras')}
          placeholder={values.eventCameraIds.length === 0 ? t('target.anyCamera') : undefined}
          data={cameras}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('eventCameraIds')}
        />
      )}
      {PROLONGED_EVENT_TYPES.includes(values.eventType) && (
        <Select
          label={t('editor.eventState')}
          data={(['Undefined', 'Active', 'Inactive'] as const).map((s) => ({
            value: s,
            label: t(`states.${s}`),
          }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('eventState')}
        />
      )}
      {values.eventType === 'userDefinedEvent' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('editor.source')}
            description={t('editor.containsHelp')}
            {...form.getInputProps('source')}
          />
          <TextInput label={t('editor.caption')} {...form.getInputProps('caption')} />
          <TextInput label={t('editor.description')} {...form.getInputProps('description')} />
        </SimpleGrid>
      )}
    </>
  );
}
