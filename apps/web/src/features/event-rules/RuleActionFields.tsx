import { type ActionType, CAMERA_ACTION_TYPES, CAMERA_EVENT_TYPES } from '@argus/contract/mediaserver';
import {
  Checkbox,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { actionTypeOptions, isServerAction } from './event-options.ts';
import { HTTP_METHODS, MAX_FPS, type RuleFormValues, STREAM_QUALITIES } from './rule-form-model.ts';
import type { Option } from './useRuleResources.ts';

type RuleForm = UseFormReturnType<RuleFormValues>;

interface RuleActionFieldsProps {
  form: RuleForm;
  cameras: Option[];
  recipients: Option[];
  /** The action the rule had when it was opened: one Argus does not run is shown, not offered. */
  savedAction: ActionType | null;
}

/** The action: its type and the parameters of that type. */
export function RuleActionFields({ form, cameras, recipients, savedAction }: RuleActionFieldsProps) {
  const { t } = useTranslation('eventRules');
  const values = form.getValues();
  const type = values.actionType;
  const readOnly = savedAction !== null && !isServerAction(savedAction);
  const recording = type === 'cameraRecordingAction' || type === 'panicRecordingAction';
  const recipientsSelect = (
    <MultiSelect
      label={t('editor.recipients')}
      data={recipients}
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('recipients')}
    />
  );
  const seconds = (field: 'durationS' | 'recordBeforeS' | 'recordAfterS', label: string) => (
    <NumberInput label={label} min={0} step={1} decimalScale={3} suffix=" s" {...form.getInputProps(field)} />
  );
  const timing = (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {seconds('durationS', t('editor.duration'))}
      {seconds('recordBeforeS', t('editor.recordBefore'))}
      {seconds('recordAfterS', t('editor.recordAfter'))}
    </SimpleGrid>
  );
  return (
    <>
      {readOnly ? (
        <TextInput
          label={t('editor.actionType')}
          value={t(`actions.${type}`)}
          readOnly
          description={t('editor.actionClientOnly')}
        />
      ) : (
        <Select
          label={t('editor.actionType')}
          data={actionTypeOptions(t)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('actionType')}
          onChange={(v) => v && form.setFieldValue('actionType', v as ActionType)}
        />
      )}
      {type === 'sendMailAction' && (
        <>
          <TextInput
            label={t('editor.emailAddress')}
            description={t('editor.emailAddressHelp')}
            type="text"
            inputMode="email"
            {...form.getInputProps('emailAddress')}
          />
          {recipientsSelect}
        </>
      )}
      {type === 'execHttpRequestAction' && (
        <>
          <TextInput label={t('editor.url')} required type="url" {...form.getInputProps('url')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('editor.method')}
              data={HTTP_METHODS.map((m) => ({ value: m, label: m === '' ? t('editor.methodAuto') : m }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('requestType')}
            />
            <TextInput
              label={t('editor.contentType')}
              placeholder="application/json"
              {...form.getInputProps('contentType')}
            />
          </SimpleGrid>
          <Textarea label={t('editor.body')} rows={3} {...form.getInputProps('text')} />
        </>
      )}
      {(type === 'showPopupAction' || type === 'pushNotificationAction') && (
        <>
          <Switch label={t('editor.allUsers')} {...form.getInputProps('allUsers', { type: 'checkbox' })} />
          {!values.allUsers && recipientsSelect}
          <Textarea label={t('editor.text')} rows={2} {...form.getInputProps('text')} />
        </>
      )}
      {CAMERA_ACTION_TYPES.includes(type) && !readOnly && (
        <Stack gap="sm">
          {CAMERA_EVENT_TYPES.includes(values.eventType) && (
            <Checkbox
              label={t('editor.useSource')}
              {...form.getInputProps('useSource', { type: 'checkbox' })}
            />
          )}
          <MultiSelect
            label={t('editor.actionCameras')}
            data={cameras}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('actionCameraIds')}
          />
        </Stack>
      )}
      {type === 'bookmarkAction' && (
        <>
          {timing}
          <TextInput
            label={t('editor.tags')}
            description={t('editor.tagsHelp')}
            {...form.getInputProps('tags')}
          />
          <Textarea label={t('editor.bookmarkText')} rows={2} {...form.getInputProps('text')} />
        </>
      )}
      {recording && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={t('editor.fps')}
              min={1}
              max={MAX_FPS}
              step={1}
              {...form.getInputProps('fps')}
            />
            <Select
              label={t('editor.quality')}
              data={STREAM_QUALITIES.map((q) => ({ value: q, label: t(`qualities.${q}`) }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('streamQuality')}
            />
          </SimpleGrid>
          {timing}
        </>
      )}
    </>
  );
}
