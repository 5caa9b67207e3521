import type { FoundDevice } from '@argus/contract/mediaserver';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSearchDone, useSearchProgress, useStartSearch, useStopSearch } from './camera-search.api.ts';
import { type SearchFormValues, searchRequestOf } from './search-form.ts';

/**
 * One search at a time for the add-camera dialog: starting a new one or closing stops the old one on the
 * server; the credentials it was started with are kept for adding what it found.
 */
export function useAddCameraSearch() {
  const start = useStartSearch();
  const stop = useStopSearch();
  const [searchId, setSearchId] = useState<string | null>(null);
  const [credentials, setCredentials] = useState({ user: '', password: '' });
  const progress = useSearchProgress(searchId);
  const current = useRef<string | null>(null);
  const stopMutate = stop.mutate;

  const forget = useCallback(() => {
    if (current.current) stopMutate(current.current);
    current.current = null;
    setSearchId(null);
  }, [stopMutate]);

  useEffect(() => () => forget(), [forget]);

  const run = async (values: SearchFormValues) => {
    forget();
    setCredentials({ user: values.user.trim(), password: values.password });
    const search = await start.mutateAsync(searchRequestOf(values));
    current.current = search.id;
    setSearchId(search.id);
  };

  const data = progress.data;
  const devices: readonly FoundDevice[] = data?.devices ?? [];
  return {
    run,
    forget,
    starting: start.isPending,
    startError: start.error,
    progressError: progress.error,
    running: searchId !== null && !isSearchDone(data),
    done: searchId !== null && isSearchDone(data),
    status: data?.status ?? null,
    devices,
    credentials,
  };
}
