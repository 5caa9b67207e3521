import type { Account } from '@argus/contract/cloud';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadWhenSafe } from '../../../app/reload/reload-when-safe.ts';
import { navigateAndReload } from '../../auth/navigate-reload.ts';
import { accountDisplayName } from '../account/account-name.ts';
import { useCloudLogOut, useCodeLogIn } from './auth.api.ts';
import { LOGIN_STATE_STORAGE_KEY } from './login-state.ts';
import { withoutLoginParams } from './login-target.ts';
import { logOutAndForget } from './logout.ts';
import { useCodeAccount } from './stay-or-switch.api.ts';

const DIALOG_WIDTH = 448;

/**
 * The other account: logged in from another tab (`otherTab`; the browser's session is already theirs), or
 * the account of a login code in the address (`code`; not logged in yet).
 */
type Question = { current: string } & (
  | { kind: 'otherTab'; email: string }
  | { kind: 'code'; email: string; code: string }
);

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * "Stay or switch" (spec 000 §4): another account than the one this tab shows is logging in.
 * - A login code in the address while an account is logged in: the code's account is asked for; another
 *   account asks whether to stay (the code is dropped) or switch (log in with the code and reload).
 * - Another tab logged another account in (the stored login state names it): stay (that login ends; this
 *   account logs in again, back to this page) or switch (this tab reloads as the other account).
 * Other changes of the login state (a login where nobody was, a logout) reload this tab when it lacks focus.
 */
export function StayOrSwitchHost({ account }: { account: Account | null }) {
  const { t } = useTranslation('portal');
  const [question, setQuestion] = useState<Question | null>(null);
  const codeAccount = useCodeAccount();
  const codeLogIn = useCodeLogIn();
  const logOut = useCloudLogOut();
  const email = account?.email ?? null;
  const name = account ? accountDisplayName(account) : '';
  const asked = useRef(false);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGIN_STATE_STORAGE_KEY) return;
      const other = event.newValue ?? '';
      if (email && other && !sameEmail(other, email))
        setQuestion({ kind: 'otherTab', email: other, current: name });
      else if (!(email && other && sameEmail(other, email)) && !document.hasFocus())
        reloadWhenSafe('otherTab');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [email, name]);

  // A code in the address of a logged-in tab: whose is it? (Nobody logged in: the login modal uses it.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the account is first known
  useEffect(() => {
    if (!email || asked.current) return;
    asked.current = true;
    const code = new URLSearchParams(window.location.search).get('code');
    if (!code) return;
    const dropCode = () =>
      window.history.replaceState(window.history.state, '', withoutLoginParams(window.location));
    codeAccount.mutateAsync(code).then((owner) => {
      if (owner && !sameEmail(owner, email)) setQuestion({ kind: 'code', email: owner, code, current: name });
      else dropCode();
    }, dropCode);
  }, [email]);

  if (!question) return null;
  const busy = codeLogIn.isPending || logOut.isPending;

  const stay = async () => {
    if (question.kind === 'code') {
      window.history.replaceState(window.history.state, '', withoutLoginParams(window.location));
      setQuestion(null);
      return;
    }
    // The browser's session is the other account's now: it ends, and this account logs in again.
    await logOutAndForget(logOut.mutateAsync).catch(() => undefined);
    // Its pages ask for the login again and come back here.
    navigateAndReload(withoutLoginParams(window.location), 'loggedOut');
  };
  const switchAccount = async () => {
    if (question.kind === 'otherTab') {
      reloadWhenSafe('otherTab');
      return;
    }
    try {
      await codeLogIn.mutateAsync(question.code);
    } catch {
      window.history.replaceState(window.history.state, '', withoutLoginParams(window.location));
      setQuestion(null);
      return;
    }
    navigateAndReload(withoutLoginParams(window.location), 'loggedIn');
  };

  const { current } = question;
  return (
    <Modal
      opened
      onClose={() => void stay()}
      centered
      size={DIALOG_WIDTH}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={<Text fw={600}>{t('stayOrSwitch.title')}</Text>}
      data-testid="stay-or-switch"
    >
      <Text size="sm">
        {t(question.kind === 'code' ? 'stayOrSwitch.codeText' : 'stayOrSwitch.otherTabText', {
          current,
          other: question.email,
        })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => void stay()} disabled={busy}>
          {t('stayOrSwitch.stay', { name: current })}
        </Button>
        <Button onClick={() => void switchAccount()} loading={busy} data-autofocus>
          {t('stayOrSwitch.switch', { name: question.email })}
        </Button>
      </Group>
    </Modal>
  );
}
