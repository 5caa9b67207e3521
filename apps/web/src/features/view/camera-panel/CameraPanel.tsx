import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraListCount } from '../../cameras/list/CameraListStatus.tsx';
import { CameraSearchInput } from '../../cameras/list/CameraSearchInput.tsx';
import type { CameraIndex } from '../../cameras/list/camera-search.ts';
import { useServers } from '../../settings/servers/servers.api.ts';
import { CameraTree } from './CameraTree.tsx';
import { countCameras, flattenTree, groupCameras, TREE_MODES, type TreeMode } from './camera-tree.ts';

/** Where the tree's grouping (by server or by group) is remembered in the browser. */
export const TREE_MODE_KEY = 'argus.view.treeMode';

function readMode(): TreeMode {
  try {
    const stored = localStorage.getItem(TREE_MODE_KEY);
    return TREE_MODES.find((m) => m === stored) ?? 'server';
  } catch {
    return 'server';
  }
}

export interface CameraPanelProps {
  index: CameraIndex;
  selectedId: string | null;
  onOpen?(): void;
  /** The address that opens a camera (CameraTree's `pathOf`). */
  pathOf?(cameraId: string): string;
}

/**
 * The camera tree of the View page: a filter (debounced, spec 000 §9), the count, grouping by server or by
 * group (remembered), and the cameras to open. Groups collapse; a search opens every group with a match
 * (what was collapsed before the search is collapsed again after it).
 */
export function CameraPanel({ index, selectedId, onOpen, pathOf }: CameraPanelProps) {
  const { t } = useTranslation('view');
  const [search, setSearch] = useState('');
  const [searchBox, setSearchBox] = useState(0);
  const [mode, setMode] = useState<TreeMode>(readMode);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [collapsedInSearch, setCollapsedInSearch] = useState<ReadonlySet<string>>(() => new Set());
  const servers = useServers();
  const serverNames = useMemo(() => new Map((servers.data ?? []).map((s) => [s.id, s.name])), [servers.data]);
  const query = search.trim().toLowerCase();
  const searching = query !== '';
  useEffect(() => {
    try {
      localStorage.setItem(TREE_MODE_KEY, mode);
    } catch {
      // storage refused: the choice lasts until the page is left
    }
  }, [mode]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search opens every group of its matches
  useEffect(() => setCollapsedInSearch(new Set()), [query]);

  const groups = useMemo(
    () =>
      groupCameras(index.listed, mode, {
        serverName: (id) => serverNames.get(id) ?? '',
        noGroup: t('panel.noGroup'),
      }),
    [index, mode, serverNames, t],
  );
  const shownCollapsed = searching ? collapsedInSearch : collapsed;
  const rows = useMemo(() => flattenTree(groups, query, shownCollapsed), [groups, query, shownCollapsed]);
  const onToggle = useCallback(
    (key: string, expand: boolean) => {
      const update = (set: ReadonlySet<string>) => {
        const next = new Set(set);
        if (expand) next.delete(key);
        else next.add(key);
        return next;
      };
      if (searching) setCollapsedInSearch(update);
      else setCollapsed(update);
    },
    [searching],
  );
  const clear = useCallback(() => {
    setSearch('');
    setSearchBox((k) => k + 1);
  }, []);
  return (
    <Stack gap="xs" h="100%" mih={0}>
      {/* A block around the box: its own flex sizing is for a row. */}
      <div>
        <CameraSearchInput key={searchBox} onSearch={setSearch} />
      </div>
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label={t('panel.groupBy')}
        data-testid="view-tree-mode"
        value={mode}
        onChange={(value) => setMode(value as TreeMode)}
        data={[
          { value: 'server', label: t('panel.byServer') },
          { value: 'group', label: t('panel.byGroup') },
        ]}
      />
      <CameraListCount shown={countCameras(rows)} total={index.listed.length} searching={searching} />
      {rows.length === 0 ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('panel.noMatch')}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={clear}>
            {t('panel.clearSearch')}
          </Button>
        </Group>
      ) : (
        <CameraTree rows={rows} selectedId={selectedId} onToggle={onToggle} onOpen={onOpen} pathOf={pathOf} />
      )}
    </Stack>
  );
}
