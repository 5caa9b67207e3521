import { type CameraDiagnosticsReply, DIAGNOSTICS_STEP_ORDER, type DiagnosticsStep } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSystemScope } from '../../../app/scope/system-scope.ts';
import { devicesEndpoints } from '../../../lib/endpoints.ts';

export type StepResult =
  | { state: 'pending' }
  | { state: 'running' }
  | { state: 'done'; reply: CameraDiagnosticsReply }
  | { state: 'failed'; error: unknown };

const PENDING: Record<DiagnosticsStep, StepResult> = Object.fromEntries(
  DIAGNOSTICS_STEP_ORDER.map((s) => [s, { state: 'pending' }]),
) as Record<DiagnosticsStep, StepResult>;

/**
 * Runs the diagnostics steps of a camera one after another (`/api/doCameraDiagnosticsStep`), each result
 * showing as it comes; the run stops at the first step that does not pass.
 */
export function useCameraDiagnostics(cameraId: string) {
  const { client } = useSystemScope();
  const [results, setResults] = useState(PENDING);
  const run = useMutation({
    mutationFn: async () => {
      setResults(PENDING);
      for (const type of DIAGNOSTICS_STEP_ORDER) {
        setResults((r) => ({ ...r, [type]: { state: 'running' } }));
        try {
          const reply = await client.call(devicesEndpoints.diagnostics, { query: { cameraId, type } });
          setResults((r) => ({ ...r, [type]: { state: 'done', reply } }));
          if (reply.errorCode !== 0) return;
        } catch (error) {
          setResults((r) => ({ ...r, [type]: { state: 'failed', error } }));
          return;
        }
      }
    },
  });
  return { results, run: () => run.mutate(), running: run.isPending };
}
