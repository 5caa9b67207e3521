import { useState } from 'react';
import { useMergeStatus } from '../settings/merge/merge.api.ts';
import { mergeRequestOf } from '../settings/merge/merge-form.ts';
import { type MergeProblem, problemOf } from '../settings/merge/merge-outcome.ts';
import type { OtherSystemValues } from '../settings/merge/OtherSystemFields.tsx';
import { useJoinExistingSystem } from './wizard.api.ts';

/** Where joining the existing system is. */
export type JoinPhase =
  | { kind: 'connect' }
  | { kind: 'merging'; mergeId: string | null }
  | { kind: 'joined'; systemName: string }
  | { kind: 'failed'; detail: string };

/**
 * Connect the server to the existing System: the step's values, the merge, its progress until the server
 * says no merge runs, then the other system's name; a refusal that belongs to a field goes back to the step
 * with it ('Wrong password'), any other to the merge failure screen with the server's text.
 */
export function useJoinFlow() {
  const [values, setValues] = useState<OtherSystemValues>({ address: '', login: 'admin', password: '' });
  const [phase, setPhase] = useState<JoinPhase>({ kind: 'connect' });
  const [problem, setProblem] = useState<MergeProblem | null>(null);
  const [systemName, setSystemName] = useState('');
  const join = useJoinExistingSystem();
  const status = useMergeStatus(phase.kind === 'merging' ? phase.mergeId : null);

  const run = async (submitted: OtherSystemValues) => {
    setValues(submitted);
    setProblem(null);
    setPhase({ kind: 'merging', mergeId: null });
    try {
      const { systemName: name, reply } = await join.mutateAsync(
        mergeRequestOf({ ...submitted, keep: 'other' }),
      );
      setSystemName(name);
      setPhase(
        reply.mergeInProgress
          ? { kind: 'merging', mergeId: reply.mergeId }
          : { kind: 'joined', systemName: name },
      );
    } catch (err) {
      const found = problemOf(err);
      if (found.field !== null) {
        setProblem(found);
        setPhase({ kind: 'connect' });
      } else setPhase({ kind: 'failed', detail: found.text });
    }
  };

  const current: JoinPhase =
    phase.kind === 'merging' && phase.mergeId !== null && status.data?.mergeInProgress === false
      ? { kind: 'joined', systemName }
      : phase;

  return {
    values,
    problem,
    phase: current,
    statusUnanswered: status.failureCount > 0,
    /** Keeps what was typed (Back). */
    keep: setValues,
    submit: (submitted: OtherSystemValues) => void run(submitted),
    retry: () => void run(values),
    backToStep: () => setPhase({ kind: 'connect' }),
    /** The step changed: the last answer no longer applies. */
    edit: () => setProblem(null),
    credentials: { username: values.login.trim(), password: values.password },
  };
}
