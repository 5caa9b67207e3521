import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../../i18n/i18n.ts';
import { MenuGroup } from './MenuGroup.tsx';

/**
 * en_US / de_DE as radio items of the user menu; the choice is stored and applied without a reload, then
 * handed to `onChange` (the portal saves it with the account).
 */
export function LanguageMenuGroup({ onChange }: { onChange?: (language: LanguageCode) => void } = {}) {
  const { t, i18n } = useTranslation('common');
  return (
    <MenuGroup label={t('language.label')}>
      <Menu.RadioGroup
        value={i18n.language}
        onChange={(value) => {
          void changeLanguage(value as LanguageCode);
          onChange?.(value as LanguageCode);
        }}
      >
        {LANGUAGES.map((language) => (
          <Menu.RadioItem key={language.code} value={language.code} lang={language.htmlLang}>
            {language.name}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </MenuGroup>
  );
}
