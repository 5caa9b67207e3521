import { Container, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../../../i18n/i18n.ts';
import { notify } from '../../../ui/notify.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { Preloader } from '../../../ui/Preloader.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { useAccount } from '../auth/auth.api.ts';
import { cloudFailureOf } from '../cloud-failures.ts';
import { type AccountFailure, AccountForm, type AccountValues } from './AccountForm.tsx';
import { useUpdateAccount } from './account.api.ts';
import { DeleteAccount } from './DeleteAccount.tsx';

/** The cloud's field names (cloud-api §2.2 `POST /api/account`) and the form's. */
const FORM_FIELD: Readonly<Record<string, keyof AccountValues>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  language: 'language',
};

function accountFailureOf(error: unknown): AccountFailure {
  const failure = cloudFailureOf(error);
  const fields: Partial<Record<keyof AccountValues, string>> = {};
  for (const [name, message] of Object.entries(failure.fields)) {
    const field = FORM_FIELD[name];
    if (field) fields[field] = message;
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { form: failure.unavailable ? 'errors.unavailable' : 'settings.errors.failed' };
}

/** /account/ (spec 000 §2 "Account settings"): the account's name and language. */
export default function AccountSettingsPage() {
  const { t, i18n } = useTranslation('cloudAccount');
  usePageTitle(t('settings.pageTitle'));
  const account = useAccount().data;
  const update = useUpdateAccount();
  if (!account) return <Preloader fullScreen={false} />;

  const submit = async ({ firstName, lastName, language }: AccountValues): Promise<AccountFailure | null> => {
    try {
      await update.mutateAsync({ first_name: firstName, last_name: lastName, language });
    } catch (err) {
      return accountFailureOf(err);
    }
    notify.success(t('settings.saved'));
    if (language !== i18n.language && LANGUAGES.some((l) => l.code === language))
      void changeLanguage(language as LanguageCode);
    return null;
  };

  return (
    <Container size="sm" py="xl">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <AccountForm account={account} onSubmit={submit} />
        </Paper>
        <DeleteAccount account={account} />
      </Stack>
    </Container>
  );
}
