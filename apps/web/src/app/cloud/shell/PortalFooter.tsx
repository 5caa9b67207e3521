import { ActionIcon, Anchor, Box, Group, Text } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMode } from '../../mode/mode-context.ts';
import { useScrollToTop } from '../../shell/scroll-container.ts';

/**
 * The portal's footer (spec 000 §2): the deployment's menu links (`footerLinks` of the client configuration),
 * a copyright line with the current year, and return-to-top; hidden on small screens.
 */
export function PortalFooter({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('common');
  const scrollToTop = useScrollToTop();
  const links = useMode().config?.footerLinks ?? [];
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
