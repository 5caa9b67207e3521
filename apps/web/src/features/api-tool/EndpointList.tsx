import { SEARCH_DEBOUNCE_MS } from '@argus/contract';
import { Badge, Box, NavLink, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemPaths } from '../../app/scope/useSystemPaths.ts';
import type { ApiEndpoint } from './api-endpoints.ts';
import { groupByTag, searchEndpoints } from './endpoint-search.ts';
import { MethodBadge } from './MethodBadge.tsx';

export interface EndpointListProps {
  endpoints: readonly ApiEndpoint[];
  activeSlug: string | undefined;
}

/** Moves focus to the next or previous endpoint link (arrow keys, beside Tab), or from the search to the first. */
function moveFocus(list: HTMLElement | null, step: 1 | -1 | 'first') {
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a[data-endpoint]') ?? [])];
  if (links.length === 0) return;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = step === 'first' || at === -1 ? 0 : Math.min(Math.max(at + step, 0), links.length - 1);
  links[next]!.focus();
}

/** The endpoints by tag, with a search box (method, path, summary); arrow keys walk the list. */
export function EndpointList({ endpoints, activeSlug }: EndpointListProps) {
  const { t } = useTranslation('apiTool');
  const paths = useSystemPaths();
  const [search, setSearch] = useState('');
  const [applied] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const groups = useMemo(() => groupByTag(searchEndpoints(endpoints, applied)), [endpoints, applied]);
  const list = useRef<HTMLDivElement>(null);
  const shown = groups.reduce((n, g) => n + g.endpoints.length, 0);

  const onListKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    moveFocus(list.current, event.key === 'ArrowDown' ? 1 : -1);
  };

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <TextInput
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowDown') return;
            e.preventDefault();
            moveFocus(list.current, 'first');
          }}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          leftSection={<IconSearch size={16} aria-hidden />}
        />
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('search.count', { shown, total: endpoints.length })}
        </Text>
        <ScrollArea.Autosize mah={{ base: '40vh', md: 'calc(100vh - 16rem)' } as never} type="auto">
          <Box ref={list} onKeyDown={onListKey} component="nav" aria-label={t('search.listLabel')}>
            {groups.length === 0 && (
              <Text c="dimmed" size="sm" py="sm">
                {t('search.noMatch', { query: applied })}
              </Text>
            )}
            {groups.map((group) => (
              <Box key={group.tag} mb="xs">
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="xs" py={4} component="h2" m={0}>
                  {group.tag || t('untagged')}{' '}
                  <Badge size="xs" variant="light" color="gray" component="span">
                    {group.endpoints.length}
                  </Badge>
                </Text>
                {group.endpoints.map((e) => (
                  <NavLink
                    key={e.slug}
                    component={Link}
                    to={paths.apiTool(e.slug)}
                    data-endpoint={e.slug}
                    active={e.slug === activeSlug}
                    aria-current={e.slug === activeSlug ? 'page' : undefined}
                    leftSection={<MethodBadge method={e.method} />}
                    label={
                      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                        {e.path}
                      </Text>
                    }
                    description={e.summary}
                    py={4}
                  />
                ))}
              </Box>
            ))}
          </Box>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
