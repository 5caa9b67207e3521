import { SEARCH_DEBOUNCE_MS } from '@argus/contract';
import type { SettingName } from '@argus/contract/mediaserver';
import { Badge, Box, Code, Container, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { settingTextKeys } from '../settings/advanced/advanced-fields.ts';
import { useSystemSettings } from '../settings/settings.api.ts';
import {
  groupSettingDocs,
  type SettingDoc,
  searchSettingDocs,
  settingDocs,
  valueText,
} from './settings-docs.ts';

type Values = Readonly<Record<string, unknown>> | undefined;

/** A value in a cell: monospace, wrapped anywhere, `""` for an empty text so that it is visibly empty. */
function ValueCell({ value }: { value: unknown }) {
  const text = valueText(value);
  return (
    <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{text === '' ? '""' : text}</Code>
  );
}

function CurrentValue({ doc, values, pending }: { doc: SettingDoc; values: Values; pending: boolean }) {
  const { t } = useTranslation('serverDocs');
  if (values && doc.name in values) return <ValueCell value={values[doc.name]} />;
  return (
    <Text size="sm" c="dimmed" span>
      {pending ? t('loading') : t('notShown')}
    </Text>
  );
}

function SettingTitle({ doc }: { doc: SettingDoc }) {
  const { t } = useTranslation('serverDocs');
  return (
    <>
      <Text size="sm" fw={600}>
        {doc.label}
      </Text>
      <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {doc.name}
      </Text>
      {doc.readOnly && (
        <Badge size="xs" variant="light" color="gray" mt={4}>
          {t('readOnly')}
        </Badge>
      )}
    </>
  );
}

/** Narrow screens: one block per setting, its facts under its name (a table would hide the description). */
function SettingBlocks({ docs, values, pending }: { docs: SettingDoc[]; values: Values; pending: boolean }) {
  const { t } = useTranslation('serverDocs');
  return (
    <Stack gap="md" hiddenFrom="sm">
      {docs.map((s) => (
        <Box
          key={s.name}
          data-setting={s.name}
          pb="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <SettingTitle doc={s} />
          <Text size="sm" mt={4}>
            {s.description}
          </Text>
          <Text size="sm" mt={4} c="dimmed">
            {t('columns.type')}: {s.type} · {t('columns.default')}: <ValueCell value={s.default} />
          </Text>
          <Text size="sm" mt={4} c="dimmed">
            {t('columns.current')}: <CurrentValue doc={s} values={values} pending={pending} />
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * /server-documentation (spec 000 §2): every system setting of the contract's catalogue, by area, with its
 * type, default and whether it is read-only, and its current value when the server lets the user read it.
 */
export default function ServerDocumentationPage() {
  const { t } = useTranslation('serverDocs');
  const { t: tSettings } = useTranslation('settings');
  usePageTitle(t('title'));
  const current = useSystemSettings();
  const [search, setSearch] = useState('');
  const [applied] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const textsOf = useCallback(
    (name: SettingName, label: string, description: string) => {
      const keys = settingTextKeys(name);
      return {
        label: tSettings(keys.label, { defaultValue: label }),
        description: tSettings(keys.description, { defaultValue: description }),
      };
    },
    [tSettings],
  );
  const docs = useMemo(() => settingDocs(textsOf), [textsOf]);
  const shown = useMemo(() => searchSettingDocs(docs, applied), [docs, applied]);
  const groups = useMemo(() => groupSettingDocs(shown), [shown]);
  const values = current.data as Values;

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py="md">
      <PageHeader title={t('title')} description={t('description')} />
      <Stack gap="md">
        <TextInput
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          leftSection={<IconSearch size={16} aria-hidden />}
          maw={480}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('search.count', { shown: shown.length, total: docs.length })}
          {current.isError && ` ${t('valuesUnavailable')}`}
        </Text>
        {groups.length === 0 && <Text c="dimmed">{t('search.noMatch', { query: applied })}</Text>}
        {groups.map((group) => (
          <Paper key={group.area} withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {tSettings(`advanced.areas.${group.area}`)}
            </Title>
            <SettingBlocks docs={group.settings} values={values} pending={current.isPending} />
            <Table.ScrollContainer minWidth={760} visibleFrom="sm">
              <Table verticalSpacing="xs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w="26%">{t('columns.setting')}</Table.Th>
                    <Table.Th w="8%">{t('columns.type')}</Table.Th>
                    <Table.Th w="16%">{t('columns.default')}</Table.Th>
                    <Table.Th w="16%">{t('columns.current')}</Table.Th>
                    <Table.Th>{t('columns.description')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.settings.map((s) => (
                    <Table.Tr key={s.name} data-setting={s.name}>
                      <Table.Td>
                        <SettingTitle doc={s} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{s.type}</Text>
                      </Table.Td>
                      <Table.Td>
                        <ValueCell value={s.default} />
                      </Table.Td>
                      <Table.Td>
                        <CurrentValue doc={s} values={values} pending={current.isPending} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{s.description}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
