import { type HealthItem, healthItemLevel } from '@argus/contract/mediaserver';
import { Group, Pagination, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AlarmTexts, LevelIcon } from './AlarmText.tsx';
import { alarmsOf, type HealthParameter, type HealthSort, shownValue } from './health-report.ts';

export interface HealthTableProps {
  /** One page of items, in order. */
  rows: readonly HealthItem[];
  columns: readonly HealthParameter[];
  sort: HealthSort;
  onSort(column: string): void;
  selectedId: string | null;
  onSelect(id: string): void;
  page: number;
  pages: number;
  onPage(page: number): void;
}

function SortHeading({
  column,
  label,
  sort,
  onSort,
}: { column: string; label: string } & Pick<HealthTableProps, 'sort' | 'onSort'>) {
  const { t } = useTranslation('health');
  const active = sort.column === column;
  const Arrow = sort.descending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        aria-label={t('table.sortBy', { column: label })}
        fz="sm"
        fw={600}
      >
        <Group gap={4} wrap="nowrap">
          {label}
          {active && <Arrow size={14} aria-hidden />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A section's items as a table: the name, then the manifest's table columns, each value with its alarms; the
 * headings sort, a row opens the item in the side panel.
 */
export function HealthTable(props: HealthTableProps) {
  const { rows, columns, sort, onSort, selectedId, onSelect, page, pages, onPage } = props;
  const { t } = useTranslation('health');
  return (
    <Stack gap="sm" miw={0} style={{ flex: 1 }}>
      <Table.ScrollContainer minWidth={480}>
        <Table highlightOnHover verticalSpacing={6} data-testid="health-table">
          <Table.Thead>
            <Table.Tr>
              <SortHeading column="name" label={t('table.name')} sort={sort} onSort={onSort} />
              {columns.map((column) => (
                <SortHeading
                  key={column.key}
                  column={column.key}
                  label={column.name}
                  sort={sort}
                  onSort={onSort}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((item) => {
              const level = healthItemLevel(item);
              const selected = item.id === selectedId;
              return (
                <Table.Tr
                  key={item.id}
                  onClick={() => onSelect(item.id)}
                  bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                  style={{ cursor: 'pointer' }}
                  aria-selected={selected}
                  data-testid={`health-row-${item.id}`}
                  data-level={level ?? undefined}
                >
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {level && <LevelIcon level={level} />}
                      <UnstyledButton
                        fz="sm"
                        fw={500}
                        onClick={(event) => {
                          event.stopPropagation();
                          onSelect(item.id);
                        }}
                        aria-pressed={selected}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {item.name}
                      </UnstyledButton>
                    </Group>
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <Text size="sm">{shownValue(item, column)}</Text>
                      <AlarmTexts alarms={alarmsOf(item, column)} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Pagination
          value={page}
          onChange={onPage}
          total={pages}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`table.pager.${control}`) })}
          data-testid="health-pagination"
        />
      )}
    </Stack>
  );
}
