import type { WebAdminConfig } from '@argus/contract/mediaserver';
import { ActionIcon, Anchor, Box, Group, Text } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_URL } from '../links.ts';
import { useMode } from '../mode/mode-context.ts';
import { useSystemPaths } from '../scope/useSystemPaths.ts';
import { useScrollToTop } from './scroll-container.ts';

/** A footer menu link (spec 000 §3 "Menu node"), as the client configuration lists them. */
export type FooterLink = WebAdminConfig['footerLinks'][number];

/**
 * Footer (spec 000 §2): menu links, copyright with the current year, return-to-top; hidden on small screens.
 * "API documentation" opens the API tool where developers are enabled, else the REST API's OpenAPI document.
 */
export function Footer({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('common');
  const scrollToTop = useScrollToTop();
  const paths = useSystemPaths();
  const { config } = useMode();
  const links: FooterLink[] = [
    { display_name: t('footer.administration'), url: paths.settings(), new_window: false },
    config?.cloudCapabilities.developersEnabled
      ? { display_name: t('footer.apiDocumentation'), url: paths.apiTool(), new_window: false }
      : { display_name: t('footer.apiDocumentation'), url: '/swagger-ui/openapi_v1.json', new_window: true },
    { display_name: t('footer.serverDocumentation'), url: paths.serverDocumentation(), new_window: false },
    { display_name: t('footer.support'), url: SUPPORT_URL, new_window: true },
  ];
  return (
    <Box
      component="footer"
      visibleFrom="sm"
      px="md"
      py="sm"
      mt="xl"
      data-testid="footer"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="lg">
          {links.map((link) => (
            <Anchor
              key={link.url}
              href={link.url}
              size="sm"
              c="dimmed"
              target={link.new_window ? '_blank' : undefined}
              rel={link.new_window ? 'noopener noreferrer' : undefined}
            >
              {link.display_name}
            </Anchor>
          ))}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text size="xs" c="dimmed" data-testid="copyright">
            {t('footer.copyright', { year: now.getFullYear() })}
          </Text>
          <ActionIcon variant="subtle" color="gray" onClick={scrollToTop} aria-label={t('footer.toTop')}>
            <IconArrowUp size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
