import { BROWSER_MIN_VERSIONS } from '@argus/contract';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorLayout } from './ErrorLayout.tsx';

const BROWSER_NAMES: Record<keyof typeof BROWSER_MIN_VERSIONS, string> = {
  chrome: 'Google Chrome',
  firefox: 'Mozilla Firefox',
  edge: 'Microsoft Edge',
  safari: 'Safari',
  opera: 'Opera',
};

/** Unsupported browser (spec 000 §5): the minimum versions; Internet Explorer is never supported. */
export default function UnsupportedBrowserPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorLayout
      title={t('browser.title')}
      message={
        <Stack gap="sm" align="center">
          <Text c="dimmed">{t('browser.message')}</Text>
          <Text fw={500}>{t('browser.supported')}</Text>
          <List size="sm" ta="left" data-testid="browser-limits">
            {(Object.keys(BROWSER_NAMES) as (keyof typeof BROWSER_NAMES)[]).map((key) => (
              <List.Item key={key}>
                {t('browser.minimum', { browser: BROWSER_NAMES[key], version: BROWSER_MIN_VERSIONS[key] })}
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('browser.internetExplorer')}
          </Text>
        </Stack>
      }
      action={null}
    />
  );
}
