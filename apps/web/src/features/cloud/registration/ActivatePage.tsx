import { Alert, Center, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { LoginLauncher } from '../auth/LoginLauncher.tsx';
import { cloudFailureOf } from '../cloud-failures.ts';
import { PortalCard } from '../PortalCard.tsx';
import { EmailRequestForm } from './EmailRequestForm.tsx';
import { useActivate, useResendActivation } from './registration.api.ts';

/** How an activation link ended (cloud-api §2.3 activate). */
type Activation = 'pending' | 'activated' | 'alreadyActive' | 'wrongCode' | 'unavailable' | 'failed';

function activationOf(error: unknown): Activation {
  const failure = cloudFailureOf(error);
  if (failure.code === 'accountActivated') return 'alreadyActive';
  if (failure.code === 'wrongCode' || failure.code === 'notFound') return 'wrongCode';
  return failure.unavailable ? 'unavailable' : 'failed';
}

/** Sends the activation e-mail again, for the address given or typed. */
function ResendActivation({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation('cloudAccount');
  const resend = useResendActivation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo)
    return (
      <Alert color="green" variant="light" data-testid="activation-sent">
        {t('activate.sent', { email: sentTo })}
      </Alert>
    );
  return (
    <EmailRequestForm
      initialEmail={initialEmail}
      submitLabel={t('activate.resend')}
      onSubmit={async (email) => {
        try {
          await resend.mutateAsync(email);
        } catch (err) {
          return cloudFailureOf(err).unavailable ? 'errors.unavailable' : 'activate.errors.resendFailed';
        }
        setSentTo(email);
        return null;
      }}
    />
  );
}

/** /authorize/activate/<code>: activates the account of the link once, and says how it went. */
function ActivateWithCode({ code }: { code: string }) {
  const { t } = useTranslation('cloudAccount');
  const activate = useActivate();
  const [activation, setActivation] = useState<Activation>('pending');
  const started = useRef(false);
  usePageTitle(t(activation === 'activated' ? 'activate.successPageTitle' : 'activate.codePageTitle'));

  // biome-ignore lint/correctness/useExhaustiveDependencies: one activation per code
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    activate.mutateAsync(code).then(
      () => setActivation('activated'),
      (err: unknown) => setActivation(activationOf(err)),
    );
  }, [code]);

  if (activation === 'pending')
    return (
      <PortalCard title={t('activate.codeTitle')}>
        <Center py="md">
          <Loader aria-label={t('activate.activating')} />
        </Center>
      </PortalCard>
    );
  if (activation === 'activated' || activation === 'alreadyActive')
    return (
      <PortalCard
        title={t(activation === 'activated' ? 'activate.successTitle' : 'activate.codeTitle')}
        data-testid="activation-result"
      >
        <Text size="sm">
          {t(activation === 'activated' ? 'activate.activated' : 'activate.errors.alreadyActive')}
        </Text>
        <Group justify="flex-end">
          <LoginLauncher />
        </Group>
      </PortalCard>
    );
  return (
    <PortalCard title={t('activate.codeTitle')} data-testid="activation-result">
      <Alert color="red" variant="light" role="alert">
        {t(`activate.errors.${activation}`)}
      </Alert>
      {activation === 'wrongCode' && (
        <>
          <Text size="sm">{t('activate.askAgain')}</Text>
          <ResendActivation initialEmail="" />
        </>
      )}
    </PortalCard>
  );
}

/**
 * /activate (spec 000 §2 "Activate account"): send the activation e-mail again (`?email=` fills the field);
 * /authorize/activate/<code>, where the e-mail's link lands: activates the account.
 */
export default function ActivatePage() {
  const { t } = useTranslation('cloudAccount');
  const { code } = useParams();
  const email = new URLSearchParams(useLocation().search).get('email') ?? '';
  usePageTitle(code ? null : t('activate.pageTitle'));
  if (code) return <ActivateWithCode key={code} code={code} />;
  return (
    <PortalCard title={t('activate.title')} description={t('activate.description')}>
      <ResendActivation initialEmail={email} />
    </PortalCard>
  );
}
