import { type CloudResultCode, oauthReturnAddress } from '@argus/contract/cloud';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { replacePage } from '../../../app/reload/load-page.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { navigateAndReload } from '../../auth/navigate-reload.ts';
import { parseNextTarget } from '../../auth/next-target.ts';
import { accountDisplayName } from '../account/account-name.ts';
import { useVerifyLoginCode } from '../account/two-factor.api.ts';
import { usePortalCommonPasswords } from '../common-passwords.api.ts';
import { PortalCard } from '../PortalCard.tsx';
import { PORTAL_AUTHORIZED_LANDING } from '../portal-paths.ts';
import { type RegisterFailure, RegisterForm } from '../registration/RegisterForm.tsx';
import { registerFailureOf } from '../registration/RegisterPage.tsx';
import type { RegisterValues } from '../registration/register-validation.ts';
import { registrationOf, useRegister } from '../registration/registration.api.ts';
import { useAccount, useOAuthAuthenticate, useSessionCode } from './auth.api.ts';
import { type AuthorizeIntent, type AuthorizeRequest, parseAuthorizeQuery } from './authorize-request.ts';
import { CloudLoginForm } from './CloudLoginForm.tsx';
import { portalLoginTarget } from './login-target.ts';
import { SecondFactorForm } from './SecondFactorStep.tsx';

/** The errors a client is sent back instead of a code (cloud-api §4.6, §3.5). */
const SECOND_FACTOR_REQUIRED: CloudResultCode = 'second_factor_required';
const TWO_FA_DISABLED: CloudResultCode = '2fa_disabled_for_the_user';

/**
 * /authorize and /cloud-authorize (spec 000 §2, cloud-api §4.6): the login as a page. With a `redirect_uri`
 * it gives an application a code: the visitor logs in (`/oauth/authenticate`), or the logged-in account
 * confirms (`/api/systems/{id}/code`), and the browser returns to `redirect_uri?code=...&state=...`; what
 * the page asks first depends on `client_type` (a password confirmation, a renewal, a registration, the
 * second factor; docs/api-decisions.md "Web: /authorize client types"). Without
 * one, a logged-in account goes on to `next` at once, or is told who is logged in; a visitor logs in and goes
 * on to `next` or /systems.
 */
export default function AuthorizePage() {
  const { t } = useTranslation('portal');
  usePageTitle(t('authorize.pageTitle'));
  const { search } = useLocation();
  const { data: account } = useAccount();
  const query = parseAuthorizeQuery(search, window.location.origin);
  const next = parseNextTarget(new URLSearchParams(search).get('next'));

  if (query.kind === 'invalid')
    return (
      <PortalCard title={t('authorize.title')} data-testid="authorize">
        <Alert color="red" data-testid="authorize-invalid">
          {t('authorize.invalidRedirect')}
        </Alert>
      </PortalCard>
    );
  if (query.kind === 'redirect') return <AuthorizeClient request={query.request} loggedIn={account} />;
  if (account && next) return <Navigate to={next} replace />;
  if (account)
    return (
      <PortalCard title={t('authorize.title')} data-testid="authorize">
        <Text size="sm">{t('authorize.loggedInAs', { name: accountDisplayName(account) })}</Text>
        <Group justify="flex-end">
          <Button component={Link} to={PORTAL_AUTHORIZED_LANDING}>
            {t('authorize.continue')}
          </Button>
        </Group>
      </PortalCard>
    );
  return (
    <PortalCard title={t('authorize.logIn')} description={t('authorize.description')} data-testid="authorize">
      <CloudLoginForm onLoggedIn={() => navigateAndReload(portalLoginTarget(false, window.location))} />
    </PortalCard>
  );
}

interface AuthorizeClientProps {
  request: AuthorizeRequest;
  loggedIn: ReturnType<typeof useAccount>['data'];
}

/** Where the flow is: credentials (or the logged-in account's Continue), registration, or the second factor. */
type Step =
  | { kind: 'credentials'; notice?: string }
  | { kind: 'register' }
  | { kind: 'secondFactor'; code: string };

/** The page's heading and sentence for what the client asked (cloud-api §4.6 `client_type`). */
function intentTexts(intent: AuthorizeIntent, t: TFunction<'portal'>, email: string | undefined) {
  switch (intent.kind) {
    case 'confirmPassword':
      return {
        title: t('authorize.confirm.title'),
        description: t('authorize.confirm.description', {
          what: t(`authorize.confirm.actions.${intent.action ?? 'other'}`),
        }),
        submit: t('authorize.confirm.submit'),
      };
    case 'renewSession':
      return {
        title: t('authorize.renew.title'),
        description: email
          ? t('authorize.renew.description', { email })
          : t('authorize.renew.descriptionNoEmail'),
        submit: t('authorize.renew.submit'),
      };
    case 'system2fa':
      return { title: t('authorize.system2fa.title'), description: t('authorize.system2fa.description') };
    case 'createAccount':
      return { title: t('authorize.logIn'), description: t('authorize.purposes.createAccount') };
    case 'login':
      return { title: t('authorize.logIn'), description: t(`authorize.purposes.${intent.purpose}`) };
  }
}

/** Clients whose code must have passed the second factor: an account without one is told so (§3.5). */
const needsSecondFactor = (intent: AuthorizeIntent) =>
  intent.kind === 'system2fa' || (intent.kind === 'renewSession' && intent.client === 'web2fa');

/**
 * The code for an application: where it goes is shown whenever it leaves this portal. A code that still has
 * to pass the account's second factor passes it here (cloud-api §3.4) before it leaves.
 */
function AuthorizeClient({ request, loggedIn }: AuthorizeClientProps) {
  const { t } = useTranslation(['portal', 'cloudAccount']);
  const { intent } = request;
  const authenticate = useOAuthAuthenticate();
  const sessionCode = useSessionCode();
  const verifyCode = useVerifyLoginCode();
  const answer = useRef<{ code: string; error?: string | undefined } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<Step>(
    intent.kind === 'createAccount' && !loggedIn ? { kind: 'register' } : { kind: 'credentials' },
  );
  // Confirming and renewing are the logged-in account's (or the client's named account's) own.
  const accountBound = intent.kind === 'confirmPassword' || intent.kind === 'renewSession';
  const [email, setEmail] = useState(request.email ?? (accountBound ? loggedIn?.email : undefined));
  const texts = intentTexts(intent, t, email);

  const giveBack = (params: { code?: string; error?: string | undefined }) =>
    replacePage(oauthReturnAddress(request.redirectUri, { ...params, state: request.state }));

  /** A code made for this client: on to the second factor when it still needs one, else to the client. */
  const deliver = (code: string, pending: boolean, has2fa: boolean) => {
    if (needsSecondFactor(intent) && !has2fa) giveBack({ error: TWO_FA_DISABLED });
    else if (pending) setStep({ kind: 'secondFactor', code });
    else giveBack({ code });
  };

  const target = request.targetHost ? (
    <Text size="sm" data-testid="authorize-target">
      {t('authorize.target', { host: request.targetHost })}
    </Text>
  ) : null;

  if (step.kind === 'secondFactor')
    return (
      <PortalCard title={t('cloudAccount:secondFactor.title')} data-testid="authorize">
        {target}
        <SecondFactorForm
          pass={(typed) => verifyCode.mutateAsync({ code: step.code, verificationCode: typed })}
          onPassed={() => giveBack({ code: step.code })}
          leaveLabel={t('authorize.cancel')}
          onLeave={() => giveBack({ error: SECOND_FACTOR_REQUIRED })}
        />
      </PortalCard>
    );

  if (step.kind === 'register')
    return (
      <AuthorizeRegistration
        email={request.email}
        onRegistered={(registered, activated) => {
          setEmail(registered);
          setStep({
            kind: 'credentials',
            notice: activated
              ? t('authorize.registered.active')
              : t('authorize.registered.activate', { email: registered }),
          });
        }}
        onLogIn={() => setStep({ kind: 'credentials' })}
      />
    );

  if (loggedIn && !accountBound) {
    const confirm = async () => {
      setFailure(null);
      const has2fa = loggedIn.account2faEnabled;
      if (needsSecondFactor(intent) && !has2fa) return giveBack({ error: TWO_FA_DISABLED });
      try {
        const { code } = await sessionCode.mutateAsync(request.systemId);
        // A session that has not passed the second factor gives a code that has not either.
        deliver(code, has2fa && !loggedIn.sessionVerified, has2fa);
      } catch (err) {
        setFailure(
          isApiError(err) && err.errorId === 'notFound' ? t('authorize.noAccess') : t('authorize.failed'),
        );
      }
    };
    return (
      <PortalCard
        title={intent.kind === 'system2fa' ? texts.title : t('authorize.title')}
        description={
          intent.kind === 'login' && intent.purpose === 'loginToCloud' ? undefined : texts.description
        }
        data-testid="authorize"
      >
        <Text size="sm">{t('authorize.loggedInAs', { name: accountDisplayName(loggedIn) })}</Text>
        {target}
        {failure && (
          <Alert color="red" data-testid="authorize-failure">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={confirm} loading={sessionCode.isPending}>
            {t('authorize.continue')}
          </Button>
        </Group>
      </PortalCard>
    );
  }

  return (
    <PortalCard title={texts.title} description={texts.description} data-testid="authorize">
      {target}
      {step.notice && (
        <Alert color="blue" variant="light" data-testid="authorize-notice">
          {step.notice}
        </Alert>
      )}
      <CloudLoginForm
        email={email}
        emailLocked={Boolean(email) && (accountBound || step.notice !== undefined)}
        {...(texts.submit ? { submitLabel: texts.submit } : {})}
        submitCredentials={async (typedEmail, password) => {
          answer.current = await authenticate.mutateAsync({
            email: typedEmail,
            password,
            clientId: request.clientId,
            redirectUri: request.redirectUri,
            state: request.state,
            scope: request.scope,
          });
        }}
        onLoggedIn={() => {
          const reply = answer.current;
          if (!reply) return;
          // The cloud answers the second factor's error only for an account that has one (cloud-api §3.4).
          const pending = reply.error === SECOND_FACTOR_REQUIRED;
          deliver(reply.code, pending, pending);
        }}
      />
      {intent.kind === 'createAccount' && (
        <Anchor component="button" type="button" size="sm" onClick={() => setStep({ kind: 'register' })}>
          {t('authorize.createAccount')}
        </Anchor>
      )}
    </PortalCard>
  );
}

interface AuthorizeRegistrationProps {
  email: string | undefined;
  onRegistered(email: string, activated: boolean): void;
  onLogIn(): void;
}

/** `createAccount`: the new account is registered on the page, which then asks it to log in for the code. */
function AuthorizeRegistration({ email, onRegistered, onLogIn }: AuthorizeRegistrationProps) {
  const { t } = useTranslation(['cloudAccount', 'portal']);
  const register = useRegister();
  const commonPasswords = usePortalCommonPasswords();

  const submit = async (values: RegisterValues): Promise<RegisterFailure | null> => {
    try {
      const { activated } = await register.mutateAsync(registrationOf(values));
      onRegistered(values.email, activated);
      return null;
    } catch (err) {
      return registerFailureOf(err, (key) => t(key));
    }
  };

  return (
    <PortalCard
      title={t('register.title')}
      description={t('register.description')}
      width={520}
      data-testid="authorize"
    >
      <RegisterForm initialEmail={email ?? ''} commonPasswords={commonPasswords.data} onSubmit={submit} />
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component="button" type="button" underline="always" onClick={onLogIn}>
          {t('register.logIn')}
        </Anchor>
      </Text>
    </PortalCard>
  );
}
