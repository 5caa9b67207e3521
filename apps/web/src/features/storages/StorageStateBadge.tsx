import type { StorageDisplayState } from '@argus/contract/mediaserver';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATE_COLORS } from './storage-format.ts';

/** A storage's display state (spec 000 §4) in words and its colour. */
export function StorageStateBadge({ state }: { state: StorageDisplayState }) {
  const { t } = useTranslation('storages');
  return (
    <Badge variant="light" color={STATE_COLORS[state]} data-state={state} style={{ flexShrink: 0 }}>
      {t(`state.${state}`)}
    </Badge>
  );
}
