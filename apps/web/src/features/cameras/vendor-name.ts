import { DEVICE_DRIVERS } from '@argus/contract/mediaserver';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const DRIVERS: ReadonlySet<string> = new Set(DEVICE_DRIVERS);

/**
 * A camera's vendor in words: the server stores the driver's name (`GENERIC_RTSP`, as Nx does) for cameras
 * whose maker it does not know, and the console says what that means ("RTSP stream").
 */
export function useVendorName(): (vendor: string) => string {
  const { t } = useTranslation('cameras');
  return useCallback((vendor: string) => (DRIVERS.has(vendor) ? t(`vendor.${vendor}`) : vendor), [t]);
}
