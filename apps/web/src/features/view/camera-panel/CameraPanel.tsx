import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraListCount } from '../../cameras/list/CameraListStatus.tsx';
import { CameraSearchInput } from '../../cameras/list/CameraSearchInput.tsx';
import { type CameraIndex, searchCameras } from '../../cameras/list/camera-search.ts';
import { CameraNavList } from './CameraNavList.tsx';

export interface CameraPanelProps {
  index: CameraIndex;
  selectedId: string | null;
  onOpen?(): void;
  /** The address that opens a camera (CameraNavList's `pathOf`). */
  pathOf?(cameraId: string): string;
}

/** The camera list of the View page: a filter (debounced, spec 000 §9), the count, and the cameras to open. */
export function CameraPanel({ index, selectedId, onOpen, pathOf }: CameraPanelProps) {
  const { t } = useTranslation('view');
  const [search, setSearch] = useState('');
  const [searchBox, setSearchBox] = useState(0);
  const shown = useMemo(() => searchCameras(index, search), [index, search]);
  const clear = useCallback(() => {
    setSearch('');
    setSearchBox((k) => k + 1);
  }, []);
  const searching = search.trim() !== '';
  return (
    <Stack gap="xs" h="100%" mih={0}>
      {/* A block around the box: its own flex sizing is for a row. */}
      <div>
        <CameraSearchInput key={searchBox} onSearch={setSearch} />
      </div>
      <CameraListCount shown={shown.length} total={index.listed.length} searching={searching} />
      {shown.length === 0 ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('panel.noMatch')}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={clear}>
            {t('panel.clearSearch')}
          </Button>
        </Group>
      ) : (
        <CameraNavList cameras={shown} selectedId={selectedId} onOpen={onOpen} pathOf={pathOf} />
      )}
    </Stack>
  );
}
