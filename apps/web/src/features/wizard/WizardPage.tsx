import type { SettingsPreset } from '@argus/contract/mediaserver';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { httpsAddress, isPlainHttpPage } from '../../lib/https-required.ts';
import { Preloader } from '../../ui/Preloader.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { loginFailureOf } from '../auth/login-errors.ts';
import { navigateAndReload } from '../auth/navigate-reload.ts';
import { AUTHORIZED_LANDING } from '../auth/next-target.ts';
import { useCommonPasswords } from '../system/common-passwords.api.ts';
import { useSystemState } from '../system/system.api.ts';
import { JoinSteps } from './JoinSteps.tsx';
import { presetForcesHttps } from './preset-https.ts';
import { AdminPasswordStep, type AdminPasswordValues } from './steps/AdminPasswordStep.tsx';
import { AdvancedSettingsStep } from './steps/AdvancedSettingsStep.tsx';
import { FailureScreen, type WizardFailure } from './steps/FailureScreen.tsx';
import { GetStartedStep } from './steps/GetStartedStep.tsx';
import { ReadyScreen } from './steps/ReadyScreen.tsx';
import { SetupProgressScreen } from './steps/SetupProgressScreen.tsx';
import { SystemNameStep } from './steps/SystemNameStep.tsx';
import { useJoinFlow } from './useJoinFlow.ts';
import { useLogInAsNewAdmin, useSetupLocalSystem, useStartNewSystemSession } from './wizard.api.ts';

type Phase =
  | 'starting'
  | 'getStarted'
  | 'name'
  | 'password'
  | 'advanced'
  | 'join'
  | 'applying'
  | 'ready'
  | WizardFailure;

/** The input steps, numbered for the "Step n of m" line. */
const INPUT_STEPS = ['name', 'password', 'advanced'] as const;
const stepNo = (phase: (typeof INPUT_STEPS)[number]) => INPUT_STEPS.indexOf(phase) + 1;

/**
 * The setup wizard of a brand-new system (local setup): Get Started → system name → administrator password →
 * settings preset → setup → System is ready; with init, local-setup and broken-system failure screens. Get
 * Started also leads to "Connect the server to the existing System" (`JoinSteps`).
 */
export default function WizardPage() {
  const { t } = useTranslation('wizard');
  usePageTitle(t('pageTitle'));
  // The name the server has now (the shell has read it already) is the proposal.
  const systemName = useSystemState().data?.name ?? '';
  const [phase, setPhase] = useState<Phase>('starting');
  const [detail, setDetail] = useState<string | undefined>();
  const [name, setName] = useState(systemName);
  const [passwords, setPasswords] = useState<AdminPasswordValues>({ password: '', confirm: '' });
  const [preset, setPreset] = useState<SettingsPreset>('recommended');
  const [continuing, setContinuing] = useState(false);
  const commonPasswords = useCommonPasswords(phase === 'password');
  const { mutateAsync: startSession } = useStartNewSystemSession();
  const setup = useSetupLocalSystem();
  const logInAsNewAdmin = useLogInAsNewAdmin();
  const join = useJoinFlow();

  const start = useCallback(() => {
    setPhase('starting');
    startSession().then(
      () => setPhase('getStarted'),
      (err: unknown) => {
        // admin/admin refused on a system that says it is new: it cannot be set up from here.
        const failure = loginFailureOf(err);
        setDetail(isApiError(err) ? err.errorString : undefined);
        setPhase(failure === 'wrongCredentials' || failure === 'disabled' ? 'broken' : 'init');
      },
    );
  }, [startSession]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  const apply = async () => {
    setPhase('applying');
    try {
      await setup.mutateAsync({ name: name.trim(), settingsPreset: preset, password: passwords.password });
      setPhase('ready');
    } catch (err) {
      setDetail(isApiError(err) ? err.errorString : undefined);
      // A system that is no longer new was set up elsewhere meanwhile.
      setPhase(
        isApiError(err) && err.status === 403 && err.errorId === 'forbidden' ? 'broken' : 'localSetup',
      );
    }
  };

  // A plain-HTTP page of a system that now accepts only HTTPS: the login happens on the HTTPS page (this
  // page's calls are refused from now on).
  const httpsLanding =
    presetForcesHttps(preset) && isPlainHttpPage() ? httpsAddress(AUTHORIZED_LANDING) : undefined;

  const finish = async () => {
    setContinuing(true);
    if (httpsLanding) {
      window.location.assign(httpsLanding);
      return;
    }
    try {
      await logInAsNewAdmin.mutateAsync(passwords.password);
    } catch {
      // The login modal asks for the new password instead.
    }
    navigateAndReload(AUTHORIZED_LANDING, 'setUp');
  };

  switch (phase) {
    case 'starting':
      return <Preloader />;
    case 'getStarted':
      return <GetStartedStep onNext={() => setPhase('name')} onConnect={() => setPhase('join')} />;
    case 'join':
      return <JoinSteps flow={join} onBack={() => setPhase('getStarted')} />;
    case 'name':
      return (
        <SystemNameStep
          value={name}
          step={stepNo('name')}
          steps={INPUT_STEPS.length}
          onNext={(value) => {
            setName(value);
            setPhase('password');
          }}
          onBack={(value) => {
            setName(value);
            setPhase('getStarted');
          }}
        />
      );
    case 'password':
      return (
        <AdminPasswordStep
          values={passwords}
          commonPasswords={commonPasswords.data}
          step={stepNo('password')}
          steps={INPUT_STEPS.length}
          onNext={(values) => {
            setPasswords(values);
            setPhase('advanced');
          }}
          onBack={(values) => {
            setPasswords(values);
            setPhase('name');
          }}
        />
      );
    case 'advanced':
      return (
        <AdvancedSettingsStep
          value={preset}
          step={stepNo('advanced')}
          steps={INPUT_STEPS.length}
          onChange={setPreset}
          onNext={() => void apply()}
          onBack={() => setPhase('password')}
        />
      );
    case 'applying':
      return <SetupProgressScreen />;
    case 'ready':
      return (
        <ReadyScreen
          systemName={name.trim()}
          httpsAddress={httpsLanding}
          busy={continuing}
          onContinue={() => void finish()}
        />
      );
    case 'localSetup':
      return (
        <FailureScreen
          failure="localSetup"
          detail={detail}
          onRetry={() => void apply()}
          onBack={() => setPhase('advanced')}
        />
      );
    default:
      return <FailureScreen failure={phase} detail={detail} onRetry={phase === 'init' ? start : undefined} />;
  }
}
