import { type StorageMode, storageModeFields } from '@argus/contract/mediaserver';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyForm } from '../settings/apply/useApplyForm.ts';
import type { StorageRow } from './storage-format.ts';
import { useChangeStorage } from './storages.api.ts';

export type StorageModes = Record<string, StorageMode>;

/**
 * The storages' modes as an apply-bar form: edited in the table, saved together. Storages that become main
 * are saved first, so that the server's 'main only' lock never sees a moment without a main storage.
 */
export function useStorageModes(serverId: string, rows: readonly StorageRow[] | undefined) {
  const { t } = useTranslation('storages');
  const change = useChangeStorage(serverId);
  const loaded = useMemo<StorageModes>(
    () => Object.fromEntries((rows ?? []).map((r) => [r.storage.id, r.mode])),
    [rows],
  );
  const texts = useMemo(() => ({ saved: t('list.saved'), failed: t('list.saveFailed') }), [t]);
  return useApplyForm<StorageModes>({
    loaded,
    validate: () => ({}),
    save: async (changes, values) => {
      const order = Object.entries(changes).sort(
        ([, a], [, b]) => Number(b === 'main') - Number(a === 'main'),
      );
      for (const [storageId, mode] of order)
        await change.mutateAsync({ storageId, body: storageModeFields(mode as StorageMode) });
      return values;
    },
    texts,
  });
}
