import type { EventRule } from '@argus/contract/mediaserver';
import { ActionIcon, Group, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RuleRow } from './rule-texts.ts';

export interface RuleRowActions {
  toggle(rule: EventRule): void;
  edit(rule: EventRule): void;
  duplicate(rule: EventRule): void;
  remove(rule: EventRule): void;
}

interface EventRulesTableProps {
  rows: readonly RuleRow[];
  actions: RuleRowActions;
  /** Rules whose switch is being saved. */
  busyIds: ReadonlySet<string>;
}

const cell = (text: string) => (
  <Table.Td>
    <Text size="sm" lineClamp={2}>
      {text || '—'}
    </Text>
  </Table.Td>
);

/** The rules: on/off, event, cameras, action, target, schedule, comment; scrolls sideways on narrow screens. */
export function EventRulesTable({ rows, actions, busyIds }: EventRulesTableProps) {
  const { t } = useTranslation('eventRules');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        aria-label={t('list.title')}
        data-testid="event-rules-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.enabled')}</Table.Th>
            <Table.Th>{t('columns.event')}</Table.Th>
            <Table.Th>{t('columns.sources')}</Table.Th>
            <Table.Th>{t('columns.action')}</Table.Th>
            <Table.Th>{t('columns.target')}</Table.Th>
            <Table.Th>{t('columns.schedule')}</Table.Th>
            <Table.Th>{t('columns.comment')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ rule, texts }) => (
            <Table.Tr key={rule.id} data-testid={`event-rule-${rule.id}`}>
              <Table.Td>
                <Switch
                  checked={!rule.disabled}
                  disabled={busyIds.has(rule.id)}
                  onChange={() => actions.toggle(rule)}
                  aria-label={t('list.enabledOf', { event: texts.event })}
                />
              </Table.Td>
              {cell(texts.event)}
              {cell(texts.sources)}
              {cell(texts.action)}
              {cell(texts.target)}
              {cell(texts.schedule)}
              {cell(texts.comment)}
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    onClick={() => actions.edit(rule)}
                    aria-label={t('list.edit', { event: texts.event })}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => actions.duplicate(rule)}
                    aria-label={t('list.duplicate', { event: texts.event })}
                  >
                    <IconCopy size={16} aria-hidden />
                  </ActionIcon>
                  {!rule.system && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => actions.remove(rule)}
                      aria-label={t('list.delete', { event: texts.event })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
