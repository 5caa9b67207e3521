import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLogIn } from './auth.api.ts';
import { LoginForm, type LoginValues } from './LoginForm.tsx';
import { ACTION_DIALOG_WIDTH } from './LoginModal.tsx';
import { loginFailureOf } from './login-errors.ts';

export interface SessionRefreshModalProps {
  username: string;
  /** true after a new session was created; false when the user closed the dialog. */
  onDone(ok: boolean): void;
}

/**
 * Session refresh login (spec 000 §2 "Modal dialogs", §5): login prefilled and disabled, password asked;
 * success creates a new cookie session.
 */
export default function SessionRefreshModal({ username, onDone }: SessionRefreshModalProps) {
  const { t } = useTranslation('auth');
  const logIn = useLogIn();
  const submit = async ({ login, password }: LoginValues) => {
    try {
      await logIn.mutateAsync({ username: login, password });
    } catch (err) {
      return loginFailureOf(err);
    }
    onDone(true);
    return null;
  };
  return (
    <Modal
      opened
      onClose={() => onDone(false)}
      centered
      size={ACTION_DIALOG_WIDTH}
      title={<Text fw={600}>{t('sessionRefresh.title')}</Text>}
      data-testid="session-refresh-modal"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Text size="sm" mb="md">
        {t('sessionRefresh.message')}
      </Text>
      <LoginForm
        initialLogin={username}
        loginDisabled
        autoFocus
        submitLabel={t('sessionRefresh.submit')}
        onSubmit={submit}
      />
    </Modal>
  );
}
