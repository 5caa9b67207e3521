import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { cloudFailureOf } from '../cloud-failures.ts';
import { usePortalCommonPasswords } from '../common-passwords.api.ts';
import { PortalCard } from '../PortalCard.tsx';
import { PORTAL_PATHS } from '../portal-paths.ts';
import { type RegisterFailure, RegisterForm } from './RegisterForm.tsx';
import type { RegisterValues } from './register-validation.ts';
import { registrationOf, useRegister } from './registration.api.ts';

/** What /register/success is told: where the activation went, or that the account is active already. */
export interface RegisterSuccessState {
  email: string;
  activated: boolean;
}

/** The cloud's field names (cloud-api §2.3 register) and the form's. */
const FORM_FIELD: Readonly<Record<string, keyof RegisterValues>> = {
  email: 'email',
  first_name: 'firstName',
  last_name: 'lastName',
  password: 'password',
};

/**
 * What a refused registration means to the form (cloud-api §1.4, spec 001 §8 "Account messages"): an e-mail
 * already registered, the cloud's per-field messages, or a message for the whole form.
 */
export function registerFailureOf(error: unknown, translate: (key: string) => string): RegisterFailure {
  const failure = cloudFailureOf(error);
  if (failure.code === 'alreadyExists')
    return { fields: { email: translate('register.errors.alreadyExists') } };
  if (failure.code === 'wrongCode') return { form: 'register.errors.wrongCode' };
  if (failure.unavailable) return { form: 'errors.unavailable' };
  const fields: Partial<Record<keyof RegisterValues, string>> = {};
  for (const [name, message] of Object.entries(failure.fields)) {
    const field = FORM_FIELD[name];
    if (field) fields[field] = message;
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { form: 'register.errors.failed' };
}

/**
 * /register (spec 000 §2 "Create account"): a new account, or an invited e-mail completing its invitation
 * (`?code=` with `?email=`, which the form then keeps). Success goes to /register/success.
 */
export default function RegisterPage() {
  const { t } = useTranslation('cloudAccount');
  usePageTitle(t('register.pageTitle'));
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const code = params.get('code') ?? undefined;
  const invitedEmail = params.get('email') ?? '';
  const navigate = useNavigate();
  const register = useRegister();
  const commonPasswords = usePortalCommonPasswords();

  const submit = async (values: RegisterValues): Promise<RegisterFailure | null> => {
    try {
      const { activated } = await register.mutateAsync(registrationOf(values, code));
      const state: RegisterSuccessState = { email: values.email, activated };
      navigate(PORTAL_PATHS.registerSuccess, { state });
      return null;
    } catch (err) {
      return registerFailureOf(err, (key) => t(key));
    }
  };

  return (
    <PortalCard title={t('register.title')} description={t('register.description')} width={520}>
      <RegisterForm
        initialEmail={invitedEmail}
        emailLocked={Boolean(code && invitedEmail)}
        commonPasswords={commonPasswords.data}
        onSubmit={submit}
      />
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        {/* Underlined: in the dark scheme its colour alone is too close to the sentence's (axe). */}
        <Anchor component={Link} to={PORTAL_PATHS.authorize} underline="always">
          {t('register.logIn')}
        </Anchor>
      </Text>
    </PortalCard>
  );
}
