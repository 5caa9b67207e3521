import { useTranslation } from 'react-i18next';
import type { LicenseFailure } from './license-errors.ts';

/** A failure in words: the headline of its key, then the license server's reason. */
export function useLicenseFailureText() {
  const { t } = useTranslation('licenses');
  return (failure: LicenseFailure): { title: string; reason: string | null } => {
    if (failure.kind === 'password') return { title: t('errors.invalidPassword'), reason: null };
    const { reason } = failure;
    return {
      title: t(`errors.${failure.key}`),
      reason: reason === null ? null : 'code' in reason ? t(`serverErrors.${reason.code}`) : reason.text,
    };
  };
}
