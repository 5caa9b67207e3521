import { SegmentedControl, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { THEMES, type ThemeName } from '../theme.ts';

/** Light / dark / auto choice; Mantine persists it through the colour-scheme manager. */
export function ThemeSwitch() {
  const { t } = useTranslation('common');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      size="xs"
      fullWidth
      aria-label={t('theme.label')}
      value={colorScheme}
      onChange={(value) => setColorScheme(value as ThemeName)}
      data={THEMES.map((value) => ({ value, label: t(`theme.${value}`) }))}
    />
  );
}
