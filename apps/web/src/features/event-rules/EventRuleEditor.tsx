import type { EventRule } from '@argus/contract/mediaserver';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Drawer,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify.ts';
import { apiErrorText } from '../settings/api-error-text.ts';
import { UnsavedChangesGuard } from '../settings/apply/UnsavedChangesGuard.tsx';
import { useSaveEventRule, useTestEventAction } from './event-rules.api.ts';
import { RuleActionFields } from './RuleActionFields.tsx';
import { RuleEventFields } from './RuleEventFields.tsx';
import { RuleScheduleGrid } from './RuleScheduleGrid.tsx';
import {
  AGGREGATION_UNITS,
  COMMENT_MAX_LENGTH,
  formValuesOf,
  type RuleFormValues,
  ruleDraftOf,
  validateRule,
} from './rule-form-model.ts';
import type { RuleResources } from './useRuleResources.ts';

interface EventRuleEditorProps {
  opened: boolean;
  /** The rule to edit; one without an id (a copy) or null is a new rule. */
  rule: EventRule | null;
  resources: RuleResources;
  onClose(): void;
}

/** Error keys carry an e-mail address after `|` (`errors.emailInvalid|a@b`). */
function errorText(t: (key: string, options?: Record<string, string>) => string, key: string): string {
  const [name = key, address = ''] = key.split('|');
  return t(name, { address });
}

/** Add or edit a rule in a drawer; leaving with unsaved changes asks first. */
export function EventRuleEditor({ opened, rule, resources, onClose }: EventRuleEditorProps) {
  const { t } = useTranslation('eventRules');
  const narrow = useMediaQuery('(max-width: 48em)');
  const existing = rule !== null && rule.id !== '';
  const save = useSaveEventRule();
  const test = useTestEventAction();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<RuleFormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(rule),
    onValuesChange: () => {
      setSubmitError(null);
      test.reset();
    },
    validate: (values) => {
      const errors = validateRule(values, !existing);
      return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, errorText(t, v)]));
    },
  });
  const values = form.getValues();

  // Saved or discarded: the lock is off before the editor's address is left.
  useEffect(() => {
    if (leaving) onClose();
  }, [leaving, onClose]);

  const draftOf = (v: RuleFormValues) => ruleDraftOf(v, rule);
  const apply = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const draft = draftOf(form.getValues());
    if (!existing) delete draft.id;
    try {
      await save.mutateAsync(draft);
      notify.success(t('toast.saved'));
      return true;
    } catch (err) {
      setSubmitError(apiErrorText(err, t('toast.saveFailed')));
      return false;
    }
  };
  const submit = async () => {
    if (await apply()) setLeaving(true);
  };
  const runTest = () => {
    if (form.validate().hasErrors) return;
    const draft = draftOf(form.getValues());
    if (!existing) delete draft.id;
    test.mutate(draft);
  };
  const testable = values.actionType === 'sendMailAction' || values.actionType === 'execHttpRequestAction';

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'xl'}
      title={existing ? t('editor.editTitle') : t('editor.addTitle')}
      closeButtonProps={{ 'aria-label': t('editor.cancel') }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {submitError && (
            <Alert color="red" role="alert" data-testid="rule-save-error">
              {submitError}
            </Alert>
          )}
          <Switch
            label={t('editor.enabled')}
            checked={!values.disabled}
            onChange={(e) => form.setFieldValue('disabled', !e.currentTarget.checked)}
          />
          <Divider label={t('editor.whenSection')} labelPosition="left" />
          <RuleEventFields form={form} cameras={resources.cameras} />
          <Divider label={t('editor.doSection')} labelPosition="left" />
          <RuleActionFields
            form={form}
            cameras={resources.cameras}
            recipients={resources.recipients}
            savedAction={existing ? rule.actionType : null}
          />
          {testable && (
            <Group gap="sm" align="center">
              <Button variant="default" onClick={runTest} loading={test.isPending}>
                {t('editor.test')}
              </Button>
              <div aria-live="polite">
                {test.data && (
                  <Alert color={test.data.ok ? 'green' : 'red'} p="xs" data-testid="rule-test-result">
                    {test.data.ok ? t('editor.testOk') : t('editor.testFailed')}
                    {test.data.message ? `: ${test.data.message}` : ''}
                  </Alert>
                )}
                {test.error && (
                  <Alert color="red" p="xs" data-testid="rule-test-result">
                    {apiErrorText(test.error, t('editor.testFailed'))}
                  </Alert>
                )}
              </div>
            </Group>
          )}
          <Divider label={t('editor.limitsSection')} labelPosition="left" />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Checkbox
              label={t('editor.aggregate')}
              mb={8}
              {...form.getInputProps('aggregate', { type: 'checkbox' })}
            />
            {values.aggregate && (
              <>
                <NumberInput
                  label={t('editor.aggregationValue')}
                  min={1}
                  step={1}
                  w={120}
                  {...form.getInputProps('aggregationValue')}
                />
                <Select
                  label={t('editor.aggregationUnit')}
                  data={AGGREGATION_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
                  allowDeselect={false}
                  w={140}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('aggregationUnit')}
                />
              </>
            )}
          </Group>
          <RuleScheduleGrid
            value={values.schedule}
            onChange={(hours) => form.setFieldValue('schedule', hours)}
            error={form.errors.schedule as string | undefined}
          />
          <Textarea
            label={t('editor.comment')}
            rows={2}
            maxLength={COMMENT_MAX_LENGTH}
            {...form.getInputProps('comment')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('editor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesGuard
        locked={opened && !leaving && form.isDirty()}
        canApply
        apply={apply}
        discard={() => form.reset()}
      />
    </Drawer>
  );
}
