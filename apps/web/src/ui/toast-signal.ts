/**
 * Tells the toast container that a toast is coming, without importing the notifications package: the
 * container (and its animation code) then loads. Keeps the package off pages that never show a toast.
 */
type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();

export function requestToastContainer(): void {
  if (requested) return;
  requested = true;
  for (const l of listeners) l();
}

/** The container's code did not load: the next toast requests it again (and so retries the download). */
export function withdrawToastContainerRequest(): void {
  if (!requested) return;
  requested = false;
  for (const l of listeners) l();
}

export function isToastContainerRequested(): boolean {
  return requested;
}

export function onToastContainerRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
