import type { Account } from '@argus/contract/cloud';
import { Anchor, Badge, Box, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LoginLauncher } from '../../../features/cloud/auth/LoginLauncher.tsx';
import { PORTAL_PATHS } from '../../../features/cloud/portal-paths.ts';
import { BrandMark } from '../../../ui/brand/BrandMark.tsx';
import { useMode } from '../../mode/mode-context.ts';
import { HEADER_HEIGHT } from '../../theme.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { PreferencesMenu } from './PreferencesMenu.tsx';
import { SystemSwitcher } from './SystemSwitcher.tsx';

export interface PortalHeaderProps {
  /** The logged-in account; null when nobody is logged in. */
  account: Account | null;
  debug: boolean;
}

/**
 * The portal's header (spec 000 §2, height 48): the product's name, and for a logged-in account the system
 * switcher and the account menu; for a visitor, preferences (theme, language), Create account and Log In.
 */
export function PortalHeader({ account, debug }: PortalHeaderProps) {
  const { t } = useTranslation('portal');
  const productName = useMode().config?.cloudName || t('common:app.name');
  return (
    <Box
      component="header"
      h={HEADER_HEIGHT}
      px={{ base: 'xs', sm: 'md' }}
      style={{
        flex: `0 0 ${HEADER_HEIGHT}px`,
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Anchor
            component={NavLink}
            to={PORTAL_PATHS.landing}
            c="inherit"
            underline="never"
            aria-label={t('header.home', { name: productName })}
            data-testid="product-name"
            style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Group gap={8} wrap="nowrap" component="span">
              <BrandMark size={26} />
              <Text
                component="span"
                fw={700}
                fz={18}
                lh={1}
                visibleFrom="xs"
                style={{ letterSpacing: '0.02em' }}
              >
                {productName}
              </Text>
            </Group>
          </Anchor>
          {account && <SystemSwitcher />}
          {debug && (
            <Badge size="xs" color="orange" variant="light" style={{ flexShrink: 0 }}>
              {t('common:debug')}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {account ? (
            <AccountMenu account={account} />
          ) : (
            <>
              <PreferencesMenu />
              <Button
                component={Link}
                to={PORTAL_PATHS.register}
                variant="default"
                size="compact-sm"
                visibleFrom="xs"
              >
                {t('header.createAccount')}
              </Button>
              <LoginLauncher size="compact-sm" />
            </>
          )}
        </Group>
      </Group>
    </Box>
  );
}
