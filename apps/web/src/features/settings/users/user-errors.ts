import type { UserRuleReason } from '@argus/contract/mediaserver';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * The message for a failed user call: the server's own text where it says something specific (e.g.
 * 'User already exists.'), the permission message for a bare 403.
 */
export function userErrorText(t: TFunction<'users'>, err: unknown): string {
  if (isApiError(err)) {
    if (err.status === 403 && (err.errorString === '' || err.errorString === 'Forbidden.'))
      return t('errors.rules.cantEditAdmin');
    if (err.errorString) return err.errorString;
  }
  return t('errors.unknown');
}

export function ruleText(t: TFunction<'users'>, reason: UserRuleReason): string {
  return t(`errors.rules.${reason}`);
}
