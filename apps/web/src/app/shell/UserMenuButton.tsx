import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconSettings, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './UserMenuButton.module.css';

export interface UserMenuButtonProps
  extends ButtonProps,
    Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> {
  userName: string | null;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The header button that opens the user menu: the user's name (on phones only its icon, without the chevron,
 * so that the header's destinations fit at 360 px), or
 * "Preferences" when nobody is logged in. Its accessible name says what it opens and for whom ("User menu:
 * admin").
 */
export function UserMenuButton({ userName, ...props }: UserMenuButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      rightSection={<IconChevronDown size={14} className={classes.chevron} aria-hidden />}
      leftSection={
        userName ? <IconUserCircle size={18} aria-hidden /> : <IconSettings size={16} aria-hidden />
      }
      aria-label={userName ? t('userMenu.labelFor', { name: userName }) : undefined}
      aria-haspopup="menu"
      data-testid="user-menu"
      maw={220}
      classNames={{ section: classes.section }}
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
      {...props}
    >
      {userName ? <span className={classes.name}>{userName}</span> : t('userMenu.preferences')}
    </Button>
  );
}
