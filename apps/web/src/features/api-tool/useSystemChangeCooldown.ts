import { API_TOOL_SYSTEM_CHANGE_COOLDOWN_MS } from '@argus/contract';
import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left before the tool may send after the system changed under it (cloud mode, spec 000 §9 "API tool
 * system change cooldown"): a request typed for one system must not go to the next by a quick click. 0 when
 * it may send. The first system the tool opens with is no change.
 */
export function useSystemChangeCooldown(systemId: string, active: boolean): number {
  const previous = useRef(systemId);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (previous.current === systemId) return;
    previous.current = systemId;
    if (!active) return;
    const start = Date.now();
    setNow(start);
    setUntil(start + API_TOOL_SYSTEM_CHANGE_COOLDOWN_MS);
  }, [systemId, active]);
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}
