import { Menu, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { THEMES, type ThemeName } from '../theme.ts';
import { MenuGroup } from './MenuGroup.tsx';

/**
 * Light / dark / auto as radio items of the user menu (`menuitemradio`); Mantine persists the choice through
 * the colour-scheme manager. `onChange` also hears the choice (the portal stores it with the account).
 */
export function ThemeMenuGroup({ onChange }: { onChange?: (theme: ThemeName) => void } = {}) {
  const { t } = useTranslation('common');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const choose = (theme: ThemeName) => {
    setColorScheme(theme);
    onChange?.(theme);
  };
  return (
    <MenuGroup label={t('theme.label')}>
      <Menu.RadioGroup value={colorScheme} onChange={(value) => choose(value as ThemeName)}>
        {THEMES.map((value) => (
          <Menu.RadioItem key={value} value={value}>
            {t(`theme.${value}`)}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </MenuGroup>
  );
}
