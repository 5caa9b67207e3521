import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { VIEW_TIME_PARAM, viewTimeOf } from '../view-address.ts';

/**
 * `?time=` (a bookmark played from the Bookmarks page): plays from there once (`playFrom`, when the caller may
 * view the archive), then drops it from the address.
 */
export function useTimeFromAddress(canViewArchive: boolean, playFrom: (ms: number) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const askedTimeMs = viewTimeOf(location.search);
  useEffect(() => {
    if (askedTimeMs === null) return;
    if (canViewArchive) playFrom(askedTimeMs);
    const params = new URLSearchParams(location.search);
    params.delete(VIEW_TIME_PARAM);
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [askedTimeMs, canViewArchive, location.pathname, location.search, navigate, playFrom]);
}
