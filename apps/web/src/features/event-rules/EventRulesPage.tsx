import type { EventRule } from '@argus/contract/mediaserver';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconRestore, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSystemPaths } from '../../app/scope/useSystemPaths.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { notify } from '../../ui/notify.ts';
import { apiErrorText } from '../settings/api-error-text.ts';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { TabHeading } from '../settings/TabHeading.tsx';
import { EventRuleEditor } from './EventRuleEditor.tsx';
import { EventRulesTable } from './EventRulesTable.tsx';
import {
  useEventRules,
  useRemoveEventRule,
  useResetEventRules,
  useSaveEventRule,
} from './event-rules.api.ts';
import { duplicateOf } from './rule-form-model.ts';
import { type RuleRow, ruleTexts, searchRules } from './rule-texts.ts';
import { useRuleResources } from './useRuleResources.ts';

/** The editor's address of a rule being added. */
export const NEW_RULE_ID = 'new';
const COPY_PARAM = 'copy';
const NO_RULES: readonly EventRule[] = [];

/** settings/event-rules, with a rule (or a new one) open in the editor at settings/event-rules/:id. */
export default function EventRulesPage() {
  const { t } = useTranslation('eventRules');
  const navigate = useNavigate();
  const paths = useSystemPaths();
  const { id: routeId } = useParams();
  const [params] = useSearchParams();
  const rulesQuery = useEventRules();
  const resources = useRuleResources();
  const save = useSaveEventRule();
  const remove = useRemoveEventRule();
  const reset = useResetEventRules();
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<EventRule | null>(null);
  const [resetting, setResetting] = useState(false);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const rules = rulesQuery.data ?? NO_RULES;

  const rows = useMemo<RuleRow[]>(
    () => rules.map((rule) => ({ rule, texts: ruleTexts(rule, t, resources.nameOf) })),
    [rules, t, resources.nameOf],
  );
  const shown = useMemo(() => searchRules(rows, search), [rows, search]);

  const copyId = params.get(COPY_PARAM);
  const editing = useMemo(() => {
    if (routeId === undefined) return undefined;
    if (routeId === NEW_RULE_ID) {
      const original = copyId ? rules.find((r) => r.id === copyId) : undefined;
      return original ? duplicateOf(original) : null;
    }
    return rules.find((r) => r.id === routeId);
  }, [routeId, copyId, rules]);

  const toggle = async (rule: EventRule) => {
    setBusyIds((ids) => new Set(ids).add(rule.id));
    try {
      await save.mutateAsync({ ...rule, disabled: !rule.disabled });
    } catch (err) {
      notify.danger(apiErrorText(err, t('toast.saveFailed')));
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(rule.id);
        return next;
      });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('toast.deleted'));
      setDeleting(null);
    } catch (err) {
      notify.danger(apiErrorText(err, t('toast.deleteFailed')));
    }
  };

  const confirmReset = async () => {
    try {
      await reset.mutateAsync();
      notify.success(t('toast.reset'));
      setResetting(false);
    } catch (err) {
      notify.danger(apiErrorText(err, t('toast.resetFailed')));
    }
  };

  const closeEditor = () => navigate(paths.settings('eventRules'));
  const heading = <TabHeading title={t('list.title')} description={t('list.description')} />;
  if (rulesQuery.error)
    return (
      <Stack gap="md">
        {heading}
        <ErrorState error={rulesQuery.error} onRetry={() => void rulesQuery.refetch()} />
      </Stack>
    );
  if (rulesQuery.isPending)
    return (
      <Stack gap="md">
        {heading}
        <LoadingState rows={5} />
      </Stack>
    );

  return (
    <Stack gap="md">
      {heading}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
        <Group gap="sm" ml="auto">
          <Button
            variant="default"
            leftSection={<IconRestore size={16} />}
            onClick={() => setResetting(true)}
          >
            {t('list.reset')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(paths.eventRule(NEW_RULE_ID))}>
            {t('list.add')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" data-testid="event-rules-count" aria-live="polite">
        {search.trim() === ''
          ? t('list.count', { count: rules.length })
          : t('list.countFiltered', { count: rules.length, shown: shown.length })}
      </Text>
      {shown.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" data-testid="event-rules-empty">
          <Text>{search.trim() === '' ? t('list.empty') : t('list.noMatch', { search: search.trim() })}</Text>
          {search.trim() !== '' && (
            <Button variant="subtle" onClick={() => setSearch('')}>
              {t('list.clearSearch')}
            </Button>
          )}
        </Stack>
      ) : (
        <EventRulesTable
          rows={shown}
          busyIds={busyIds}
          actions={{
            toggle: (rule) => void toggle(rule),
            edit: (rule) => navigate(paths.eventRule(rule.id)),
            duplicate: (rule) =>
              navigate(`${paths.eventRule(NEW_RULE_ID)}?${COPY_PARAM}=${encodeURIComponent(rule.id)}`),
            remove: setDeleting,
          }}
        />
      )}
      {routeId !== undefined && editing === undefined && (
        <Text c="red" role="alert">
          {t('list.notFound')}
        </Text>
      )}
      <EventRuleEditor
        key={`${routeId ?? ''}:${copyId ?? ''}`}
        opened={editing !== undefined}
        rule={editing ?? null}
        resources={resources}
        onClose={closeEditor}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title')}
        confirm={t('delete.confirm')}
        cancel={t('delete.cancel')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('delete.text', { event: deleting ? t(`events.${deleting.eventType}`) : '' })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={resetting}
        title={t('reset.title')}
        confirm={t('reset.confirm')}
        cancel={t('reset.cancel')}
        danger
        busy={reset.isPending}
        onConfirm={() => void confirmReset()}
        onClose={() => setResetting(false)}
      >
        {t('reset.text')}
      </ConfirmDialog>
    </Stack>
  );
}
