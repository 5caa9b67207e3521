import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../../i18n/i18n.ts';

/** en_US / de_DE; the choice is stored and applied without a reload. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  return (
    <NativeSelect
      size="xs"
      label={t('language.label')}
      value={i18n.language}
      onChange={(event) => void changeLanguage(event.currentTarget.value as LanguageCode)}
      data={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
    />
  );
}
