import { ALERT_LONG_TIMEOUT_MS, ALERT_TIMEOUT_MS, type ToastType } from '@argus/contract';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { requestToastContainer } from './toast-signal.ts';

export type { ToastType };

/** Alert timeout 3000 ms, long 6000 ms (spec 000 §9). */
export const TOAST_TIMEOUT_MS = ALERT_TIMEOUT_MS;
export const TOAST_LONG_TIMEOUT_MS = ALERT_LONG_TIMEOUT_MS;

const COLORS: Record<ToastType, string> = {
  success: 'green',
  warning: 'yellow',
  danger: 'red',
  info: 'blue',
};

export interface NotifyOptions {
  title?: ReactNode;
  /** Keep the toast for 6000 ms instead of 3000 ms. */
  long?: boolean;
  /** A stable id replaces an earlier toast with the same id instead of stacking. */
  id?: string;
}

/** Shows a toast. The one way features report results to the user; texts come from i18n. */
export function notify(type: ToastType, message: ReactNode, options: NotifyOptions = {}): string {
  requestToastContainer();
  return notifications.show({
    id: options.id,
    title: options.title,
    message,
    color: COLORS[type],
    autoClose: options.long ? TOAST_LONG_TIMEOUT_MS : TOAST_TIMEOUT_MS,
    withBorder: true,
    // The close button is an icon: its accessible name comes from here.
    closeButtonProps: { 'aria-label': i18next.t('common:close') },
    'data-toast-type': type,
  } as Parameters<typeof notifications.show>[0]);
}

notify.success = (message: ReactNode, options?: NotifyOptions) => notify('success', message, options);
notify.warning = (message: ReactNode, options?: NotifyOptions) => notify('warning', message, options);
notify.danger = (message: ReactNode, options?: NotifyOptions) => notify('danger', message, options);
notify.info = (message: ReactNode, options?: NotifyOptions) => notify('info', message, options);
