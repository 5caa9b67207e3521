import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloud } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useMode } from '../../../app/mode/mode-context.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { useAccount } from '../auth/auth.api.ts';
import { LoginLauncher } from '../auth/LoginLauncher.tsx';
import { ONE_STEP_LOGIN_PARAMS } from '../auth/login-target.ts';
import { PORTAL_AUTHORIZED_LANDING, PORTAL_PATHS } from '../portal-paths.ts';

/** The address asks for the login at once: a one-step login code or token, or where to go after it. */
const asksForLogin = (search: string) => {
  const params = new URLSearchParams(search);
  return params.has('next') || ONE_STEP_LOGIN_PARAMS.some((name) => params.has(name));
};

/**
 * `/` of the portal: a logged-in account goes to its systems; a visitor sees what the portal is for, with
 * Log In and Create account. An address carrying a login code, a token or `next` opens the login at once.
 */
export default function LandingPage() {
  const { t } = useTranslation('portal');
  const { data: account, isError } = useAccount();
  const productName = useMode().config?.cloudName || t('common:app.name');
  usePageTitle(account ? null : productName);
  if (account) return <Navigate to={PORTAL_AUTHORIZED_LANDING} replace />;
  if (isError) return <Navigate to={PORTAL_PATHS.unavailable} replace />;
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="lg" maw={620} data-testid="landing">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconCloud size={36} />
        </ThemeIcon>
        <Title order={1} ta="center" fz={{ base: 'h2', sm: 'h1' }}>
          {t('landing.title', { name: productName })}
        </Title>
        <Text c="dimmed" ta="center" size="lg">
          {t('landing.description')}
        </Text>
        <Group justify="center" gap="sm">
          <LoginLauncher size="md" initiallyOpened={asksForLogin(window.location.search)} />
          <Button component={Link} to={PORTAL_PATHS.register} size="md" variant="default">
            {t('landing.createAccount')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
