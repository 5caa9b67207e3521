import type { Account } from '@argus/contract/cloud';
import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadWhenSafe } from '../../../app/reload/reload-when-safe.ts';
import { clearStoredTokens } from '../../auth/stored-tokens.ts';
import { clearLoginState } from '../auth/login-state.ts';
import { cloudFailureOf } from '../cloud-failures.ts';
import { PasswordConfirmDialog, type PasswordRefusal } from '../PasswordConfirmDialog.tsx';
import { PORTAL_PATHS } from '../portal-paths.ts';
import { useCloudSystems } from '../systems/systems.api.ts';
import { useDeleteAccount } from './account.api.ts';

/** Why the cloud refuses to delete the account now (cloud-api §2.3, spec 000 §6). */
function blockersOf(account: Account, ownedSystems: readonly string[]): string[] {
  const blockers = ownedSystems.length > 0 ? ['ownsSystems'] : [];
  if (account.account2faEnabled) blockers.push('twoFactor');
  return blockers;
}

function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('cloudAccount');
  const remove = useDeleteAccount();
  const confirm = async (password: string): Promise<PasswordRefusal | null> => {
    try {
      await remove.mutateAsync(password);
    } catch (error) {
      const { code, unavailable } = cloudFailureOf(error);
      if (unavailable) return { form: t('errors.unavailable') };
      if (code === 'wrongPassword') return { field: t('delete.wrongPassword') };
      return { form: t(code === 'forbidden' ? 'delete.forbidden' : 'delete.failed') };
    }
    // The cloud ended every session of the account: this browser forgets it and starts over at the landing.
    clearStoredTokens();
    clearLoginState();
    reloadWhenSafe('loggedOut', PORTAL_PATHS.landing);
    return null;
  };
  return (
    <PasswordConfirmDialog
      opened={opened}
      title={t('delete.title')}
      text={t('delete.confirmText')}
      passwordLabel={t('fields.password')}
      passwordRequired={t('delete.passwordRequired')}
      submit={t('delete.confirm')}
      cancel={t('delete.cancel')}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
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
