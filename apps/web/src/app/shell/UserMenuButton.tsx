import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconSettings } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface UserMenuButtonProps
  extends ButtonProps,
    Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> {
  userName: string | null;
  ref?: Ref<HTMLButtonElement>;
}

/** The header button that opens the user menu: the user's name, or "Preferences" when nobody is logged in. */
export function UserMenuButton({ userName, ...props }: UserMenuButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      rightSection={<IconChevronDown size={14} />}
      leftSection={userName ? undefined : <IconSettings size={16} />}
      aria-label={t('userMenu.label')}
      data-testid="user-menu"
      maw={200}
      {...props}
    >
      {userName ?? t('userMenu.preferences')}
    </Button>
  );
}
