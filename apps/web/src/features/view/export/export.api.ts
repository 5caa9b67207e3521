import type { MediaOverlay } from '@argus/contract/mediaserver';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSystemScope } from '../../../app/scope/system-scope.ts';
import { mediaStreamingEndpoints } from '../../../lib/endpoints.ts';
import type { TimeSpan } from '../timeline/period-layout.ts';
import { exportFileOf, exportQueryOf } from './export-request.ts';

export interface ExportJob {
  cameraId: string;
  range: TimeSpan;
  transport: string;
  /** Burned into the picture (the server transcodes); none: the recorded streams as they are. */
  overlay?: readonly MediaOverlay[];
}

const NO_OVERLAY: readonly MediaOverlay[] = [];

/**
 * The export's address, for the browser's own download (its progress in the browser, not on the page); null
 * when the browser cannot authenticate it alone (a cloud system through the relay: the page's download,
 * which sends the token in a header, is the way there).
 */
export function useExportAddress({
  cameraId,
  range,
  transport,
  overlay = NO_OVERLAY,
}: ExportJob): string | null {
  const { client } = useSystemScope();
  return useMemo(
    () =>
      client.mediaUrlsCarryCredentials
        ? client.mediaUrl(mediaStreamingEndpoints.media, {
            params: { file: exportFileOf(cameraId, transport) },
            query: exportQueryOf(range, false, overlay),
          })
        : null,
    [client, cameraId, transport, range, overlay],
  );
}

/**
 * Downloads an export into memory with the bytes received as they come (the server streams it without a
 * length); the result is a Blob and the server's file name. `cancel` stops it.
 */
export function useExportDownload() {
  const { client } = useSystemScope();
  const [receivedBytes, setReceivedBytes] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: ({ cameraId, range, transport, overlay }: ExportJob) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setReceivedBytes(0);
      return client.fetchMedia(mediaStreamingEndpoints.media, {
        params: { file: exportFileOf(cameraId, transport) },
        query: exportQueryOf(range, true, overlay),
        signal: abort.signal,
        onProgress: setReceivedBytes,
      });
    },
  });
  const cancel = useCallback(() => {
    controller.current?.abort();
    mutation.reset();
  }, [mutation]);
  return { ...mutation, receivedBytes, cancel };
}
