import type { SystemInformation } from '@argus/contract/mediaserver';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api-error-text.ts';
import {
  type MergeCheck,
  type MergeRequest,
  useConfirmOwnPassword,
  useMergeCheck,
  useMergeStatus,
  useStartMerge,
} from './merge.api.ts';
import {
  isWrongOwnPassword,
  type MergePlan,
  type MergeProblem,
  mergePlan,
  problemOf,
} from './merge-outcome.ts';

/** The page's state: nothing checked, a check that passed, a merge under way, or done. */
type Phase =
  | { kind: 'idle' }
  | { kind: 'checked'; request: MergeRequest; check: MergeCheck; plan: MergePlan }
  | { kind: 'merging'; plan: MergePlan; mergeId: string }
  | { kind: 'merged'; plan: MergePlan };

/**
 * Merge Systems, step by step: Check (the other owner's login, then the dry run), Merge (this owner's
 * password, then the merge), then the server's merge status until it is done.
 */
export function useMergeFlow(thisSystem: SystemInformation | undefined, username: string) {
  const { t } = useTranslation('merge');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [problem, setProblem] = useState<MergeProblem | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const check = useMergeCheck();
  const start = useStartMerge();
  const confirmPassword = useConfirmOwnPassword();
  /** Counts checks and edits: a check's answer is shown only if nothing changed meanwhile. */
  const attempt = useRef(0);
  const status = useMergeStatus(phase.kind === 'merging' ? phase.mergeId : null);

  // The merge is done once the server says no merge runs any more.
  const current: Phase =
    phase.kind === 'merging' && status.data?.mergeInProgress === false
      ? { kind: 'merged', plan: phase.plan }
      : phase;

  const runCheck = async (request: MergeRequest) => {
    if (!thisSystem) return;
    setProblem(null);
    setPhase({ kind: 'idle' });
    const mine = ++attempt.current;
    try {
      const result = await check.mutateAsync(request);
      if (mine !== attempt.current) return;
      const plan = mergePlan(thisSystem, result.other, request.takeRemoteSettings);
      setPhase({ kind: 'checked', request, check: result, plan });
    } catch (err) {
      if (mine === attempt.current) setProblem(problemOf(err));
    }
  };

  const runMerge = async (password: string) => {
    if (phase.kind !== 'checked') return;
    setConfirmError(null);
    try {
      await confirmPassword.mutateAsync({ username, password });
    } catch (err) {
      setConfirmError(
        isWrongOwnPassword(err) ? t('confirm.wrongPassword') : apiErrorText(err, t('errors.unknown')),
      );
      return;
    }
    try {
      const reply = await start.mutateAsync(phase.request);
      setConfirmOpen(false);
      setPhase(
        reply.mergeInProgress
          ? { kind: 'merging', plan: phase.plan, mergeId: reply.mergeId }
          : { kind: 'merged', plan: phase.plan },
      );
    } catch (err) {
      // The refusal replaces the check's result: a new check comes before another attempt.
      setConfirmOpen(false);
      setPhase({ kind: 'idle' });
      setProblem(problemOf(err));
    }
  };

  return {
    phase: current,
    problem,
    checking: check.isPending,
    /** The status call failed lately: the server may be busy joining. */
    statusUnanswered: status.failureCount > 0,
    check: (request: MergeRequest) => void runCheck(request),
    /** The form changed: the last check and its problem no longer apply. */
    edit: () => {
      attempt.current += 1;
      if (phase.kind === 'checked') setPhase({ kind: 'idle' });
      setProblem(null);
    },
    done: () => setPhase({ kind: 'idle' }),
    dialog: {
      opened: confirmOpen,
      busy: confirmPassword.isPending || start.isPending,
      error: confirmError,
      open: () => {
        setConfirmError(null);
        setConfirmOpen(true);
      },
      close: () => setConfirmOpen(false),
      confirm: (password: string) => void runMerge(password),
    },
  };
}
