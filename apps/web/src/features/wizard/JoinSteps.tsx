import { useState } from 'react';
import { useLogIn } from '../auth/auth.api.ts';
import { navigateAndReload } from '../auth/navigate-reload.ts';
import { AUTHORIZED_LANDING } from '../auth/next-target.ts';
import { ConnectExistingStep } from './steps/ConnectExistingStep.tsx';
import { FailureScreen } from './steps/FailureScreen.tsx';
import { JoinedScreen } from './steps/JoinedScreen.tsx';
import { MergingScreen } from './steps/MergingScreen.tsx';
import type { useJoinFlow } from './useJoinFlow.ts';

export interface JoinStepsProps {
  flow: ReturnType<typeof useJoinFlow>;
  /** Back to Get Started. */
  onBack(): void;
}

/**
 * The wizard's path to an existing system (spec 000 §2): Connect the server to the existing System → Merging
 * Systems → this server is part of it (or the merge failure screen with the server's text).
 */
export function JoinSteps({ flow, onBack }: JoinStepsProps) {
  const logIn = useLogIn();
  const [continuing, setContinuing] = useState(false);
  const { phase } = flow;

  const finish = async () => {
    setContinuing(true);
    try {
      await logIn.mutateAsync(flow.credentials);
    } catch {
      // The login modal asks instead.
    }
    navigateAndReload(AUTHORIZED_LANDING, 'setUp');
  };

  switch (phase.kind) {
    case 'connect':
      return (
        <ConnectExistingStep
          values={flow.values}
          problem={flow.problem}
          onNext={flow.submit}
          onEdit={flow.edit}
          onBack={(values) => {
            flow.keep(values);
            onBack();
          }}
        />
      );
    case 'merging':
      return <MergingScreen unanswered={flow.statusUnanswered} />;
    case 'joined':
      return (
        <JoinedScreen systemName={phase.systemName} busy={continuing} onContinue={() => void finish()} />
      );
    case 'failed':
      return (
        <FailureScreen failure="merge" detail={phase.detail} onRetry={flow.retry} onBack={flow.backToStep} />
      );
  }
}
