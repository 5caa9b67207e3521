import { normalizeId } from '@argus/contract';
import { useCallback, useMemo, useState } from 'react';
import { useCameraList } from '../cameras.api.ts';
import { indexCameras, searchCameras } from '../list/camera-search.ts';
import { useVendorName } from '../vendor-name.ts';

/**
 * The cameras a schedule can be copied to: the Cameras page's list (its `_with` fields only), without the
 * source camera, filtered by a search; and which of them are chosen. "All" and "none" act on those shown.
 */
export function useCameraChoice(sourceId: string) {
  const cameras = useCameraList();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const vendorName = useVendorName();
  const index = useMemo(
    () => indexCameras(cameras.data ?? [], new Date(), vendorName),
    [cameras.data, vendorName],
  );
  const source = normalizeId(sourceId) ?? sourceId;
  const others = useMemo(
    () => index.listed.filter((c) => (normalizeId(c.id) ?? c.id) !== source).length,
    [index, source],
  );
  const shown = useMemo(
    () => searchCameras(index, search).filter((c) => (normalizeId(c.id) ?? c.id) !== source),
    [index, search, source],
  );
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setChosen((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const chooseShown = (on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      for (const c of shown)
        if (on) next.add(c.id);
        else next.delete(c.id);
      return next;
    });
  return {
    cameras,
    index,
    /** How many cameras there are to choose from (all but the source). */
    others,
    shown,
    search,
    setSearch,
    chosen,
    toggle,
    choose: (ids: readonly string[]) => setChosen(new Set(ids)),
    chooseShown,
  };
}
