import { useEffect, useState } from 'react';
import { lazyPart } from '../../../ui/lazy-part.tsx';
import type { DeleteUserDialogProps } from './DeleteUserDialog.tsx';

/**
 * The page's dialogs load after the list has painted: the form, validation and modal code is not on the way
 * to the first row, and is there long before a click opens a dialog.
 */
export const UserDialogPart = lazyPart(() => import('./UserDialogHost.tsx'));
export const DeleteUserDialogPart = lazyPart<DeleteUserDialogProps>(() =>
  import('./DeleteUserDialog.tsx').then((m) => ({ default: m.DeleteUserDialog })),
);

/** True from the frame after `shown` (the list) first painted on: the time to start the dialogs. */
export function useAfterPaintOf(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, painted]);
  return painted;
}
