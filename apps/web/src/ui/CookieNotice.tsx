import { Button, Group, type MantineSpacing, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export const COOKIE_BANNER_KEY = 'cookiesAccepted';

/**
 * The cookie notice: the console keeps its session in a cookie. Dismissing it anywhere is remembered and hides
 * it everywhere (every copy reads the same stored flag); it renders nothing once dismissed.
 */
export function CookieNotice({ landmark = false, mt }: { landmark?: boolean; mt?: MantineSpacing }) {
  const { t } = useTranslation('common');
  const [accepted, setAccepted] = useLocalStorage<boolean>({
    key: COOKIE_BANNER_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  if (accepted) return null;
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="md"
      maw={1200}
      mx="auto"
      mt={mt}
      // A landmark as the page's bar; inside a dialog, which is modal, it is part of the dialog.
      role={landmark ? 'region' : undefined}
      aria-label={landmark ? t('cookies.label') : undefined}
      data-testid="cookie-notice"
    >
      <Text size="sm">{t('cookies.message')}</Text>
      <Button size="xs" onClick={() => setAccepted(true)} style={{ flexShrink: 0 }}>
        {t('cookies.accept')}
      </Button>
    </Group>
  );
}
