import {
  type CameraDiagnosticsReply,
  DIAGNOSTICS_STEP_ORDER,
  type DiagnosticsStep,
} from '@argus/contract/mediaserver';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSystemScope } from '../../../app/scope/system-scope.ts';
import { devicesEndpoints } from '../../../lib/endpoints.ts';

export type StepResult =
  | { state: 'pending' }
  | { state: 'running' }
  | { state: 'done'; reply: CameraDiagnosticsReply }
  | { state: 'failed'; error: unknown }
  /** Not run because an earlier step did not pass. */
  | { state: 'skipped' };

const PENDING: Record<DiagnosticsStep, StepResult> = Object.fromEntries(
  DIAGNOSTICS_STEP_ORDER.map((s) => [s, { state: 'pending' }]),
) as Record<DiagnosticsStep, StepResult>;

/** The steps after `step`, marked skipped. */
function skipAfter(results: Record<DiagnosticsStep, StepResult>, step: DiagnosticsStep) {
  const next = { ...results };
  for (const later of DIAGNOSTICS_STEP_ORDER.slice(DIAGNOSTICS_STEP_ORDER.indexOf(step) + 1))
    next[later] = { state: 'skipped' };
  return next;
}

/**
 * Runs the diagnostics steps of a camera one after another (`/api/doCameraDiagnosticsStep`), each result
 * showing as it comes; the run stops at the first step that does not pass, and the steps after it are skipped.
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
          const passed = reply.errorCode === 0;
          setResults((r) => {
            const next = { ...r, [type]: { state: 'done', reply } as StepResult };
            return passed ? next : skipAfter(next, type);
          });
          if (!passed) return;
        } catch (error) {
          setResults((r) => skipAfter({ ...r, [type]: { state: 'failed', error } }, type));
          return;
        }
      }
    },
  });
  return { results, run: () => run.mutate(), running: run.isPending };
}
