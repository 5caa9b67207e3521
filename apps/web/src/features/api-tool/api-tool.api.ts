import { useMutation, useQuery } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import type { RawAnswer } from '../../lib/api-client.ts';
import { apiDocsEndpoints } from '../../lib/endpoints.ts';
import { type ApiDocument, type ApiEndpoint, endpointsOf } from './api-endpoints.ts';

export const apiToolKeys = {
  endpoints: (systemId: string) => systemKey(systemId, 'apiTool', 'endpoints'),
  text: (systemId: string, name: 'preamble' | 'changelog') => systemKey(systemId, 'apiTool', name),
};

/** Every endpoint of the system's two OpenAPI documents (REST, then legacy); they change only with its version. */
export function useApiEndpoints() {
  const { systemId, client } = useSystemScope();
  return useQuery({
    queryKey: apiToolKeys.endpoints(systemId),
    queryFn: async (): Promise<ApiEndpoint[]> => {
      const documents = await Promise.all([
        client.call(apiDocsEndpoints.restDocument),
        client.call(apiDocsEndpoints.legacyDocument),
      ]);
      return endpointsOf(documents as ApiDocument[]);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One of the API tool's Markdown texts of the system. */
export function useApiText(name: 'preamble' | 'changelog') {
  const { systemId, client } = useSystemScope();
  return useQuery({
    queryKey: apiToolKeys.text(systemId, name),
    queryFn: () => client.call(apiDocsEndpoints[name]),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface SentRequest {
  method: string;
  path: string;
  body?: string;
}

/** What a sent request gave: the answer, and how long it took from sending to the whole body read. */
export interface Exchange {
  answer: RawAnswer;
  elapsedMs: number;
}

/** Sends a request the user wrote to the system, with the session of the page. */
/** The system the tool sends to (its change starts the cooldown). */
export function useCurrentSystemId(): string {
  return useSystemScope().systemId;
}

export function useSendRequest() {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: async ({ method, path, body }: SentRequest): Promise<Exchange> => {
      const started = performance.now();
      const answer = await client.exchange({
        method: method as never,
        path,
        ...(body === undefined ? {} : { body }),
      });
      return { answer, elapsedMs: Math.round(performance.now() - started) };
    },
  });
}
