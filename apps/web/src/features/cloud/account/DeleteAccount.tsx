import type { Account } from '@argus/contract/cloud';
import { Alert, Button, Group, List, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadWhenSafe } from '../../../app/reload/reload-when-safe.ts';
import { clearStoredTokens } from '../../auth/stored-tokens.ts';
import { clearLoginState } from '../auth/login-state.ts';
import { cloudFailureOf } from '../cloud-failures.ts';
import { PORTAL_PATHS } from '../portal-paths.ts';
import { useCloudSystems } from '../systems/systems.api.ts';
import { useDeleteAccount } from './account.api.ts';

const DIALOG_WIDTH = 448;

/** Why the cloud refuses to delete the account now (cloud-api §2.3, spec 000 §6). */
function blockersOf(account: Account, ownedSystems: readonly string[]): string[] {
  const blockers = ownedSystems.length > 0 ? ['ownsSystems'] : [];
  if (account.account2faEnabled) blockers.push('twoFactor');
  return blockers;
}

function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('cloudAccount');
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setPassword('');
    setSubmitted(false);
    setFailure(null);
  }, [opened]);

  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    if (password === '') return;
    try {
      await remove.mutateAsync(password);
    } catch (error) {
      const { code, unavailable } = cloudFailureOf(error);
      setPassword('');
      if (unavailable) setFailure('errors.unavailable');
      else if (code === 'wrongPassword') setFailure('delete.wrongPassword');
      else if (code === 'forbidden') setFailure('delete.forbidden');
      else setFailure('delete.failed');
      return;
    }
    // The cloud ended every session of the account: this browser forgets it and starts over at the landing.
    clearStoredTokens();
    clearLoginState();
    reloadWhenSafe('loggedOut', PORTAL_PATHS.landing);
  };

  const fieldError =
    failure === 'delete.wrongPassword'
      ? t(failure)
      : submitted && password === ''
        ? t('delete.passwordRequired')
        : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('delete.title')}
      size={DIALOG_WIDTH}
      centered
      closeOnClickOutside={!remove.isPending}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form
        aria-label={t('delete.title')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('delete.confirmText')}</Text>
          <PasswordInput
            label={t('fields.password')}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setFailure(null);
            }}
            error={fieldError}
            autoComplete="current-password"
            maxLength={255}
            required
            data-autofocus
          />
          {failure && failure !== 'delete.wrongPassword' && (
            <Text size="sm" c="red" role="alert">
              {t(failure)}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              {t('delete.cancel')}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Account Settings' "Delete account" (cloud-api §2.3): what stands in the way (owned systems, two-factor
 * authentication), and the deletion itself behind the password.
 */
export function DeleteAccount({ account }: { account: Account }) {
  const { t } = useTranslation('cloudAccount');
  const systems = useCloudSystems();
  const [opened, setOpened] = useState(false);
  const owned = (systems.data ?? [])
    .filter((system) => system.ownerAccountEmail.toLowerCase() === account.email.toLowerCase())
    .map((system) => system.name);
  const blockers = blockersOf(account, owned);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="delete-account">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4">
          {t('delete.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('delete.description')}
        </Text>
        {blockers.length > 0 && (
          <Alert color="yellow" variant="light" title={t('delete.blockedTitle')} w="100%">
            <List size="sm">
              {blockers.includes('ownsSystems') && (
                <List.Item>
                  {t('delete.ownsSystems', { names: owned.join(', '), count: owned.length })}
                </List.Item>
              )}
              {blockers.includes('twoFactor') && <List.Item>{t('delete.twoFactor')}</List.Item>}
            </List>
          </Alert>
        )}
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={blockers.length > 0 || systems.isPending}
          onClick={() => setOpened(true)}
        >
          {t('delete.open')}
        </Button>
      </Stack>
      <DeleteAccountDialog opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}
