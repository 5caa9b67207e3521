import { Button, Group, Paper, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export const COOKIE_BANNER_KEY = 'cookiesAccepted';

/** A bar under the page (it takes its own space, so it never hides the footer). Tells the visitor that the console keeps its session in a cookie; dismissing is remembered. */
export function CookieBanner() {
  const { t } = useTranslation('common');
  const [accepted, setAccepted] = useLocalStorage<boolean>({
    key: COOKIE_BANNER_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  if (accepted) return null;
  return (
    <Paper
      role="region"
      aria-label={t('cookies.label')}
      shadow="md"
      p="sm"
      withBorder
      radius={0}
      style={{ flex: '0 0 auto', borderLeft: 0, borderRight: 0, borderBottom: 0 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="md" maw={1200} mx="auto">
        <Text size="sm">{t('cookies.message')}</Text>
        <Button size="xs" onClick={() => setAccepted(true)} style={{ flexShrink: 0 }}>
          {t('cookies.accept')}
        </Button>
      </Group>
    </Paper>
  );
}
