import { useTranslation } from 'react-i18next';
import { PasswordConfirmDialog, type PasswordConfirmDialogProps } from '../PasswordConfirmDialog.tsx';
import type { MergePlan } from './merge-outcome.ts';

type MergeConfirmDialogProps = Omit<PasswordConfirmDialogProps, 'texts'> & { plan: MergePlan };

/** A merge needs this system's owner password (spec 000 §6 "Password needed for: ... merge"). */
export function MergeConfirmDialog({ plan, ...props }: MergeConfirmDialogProps) {
  const { t } = useTranslation('merge');
  return (
    <PasswordConfirmDialog
      {...props}
      texts={{
        title: t('confirm.title'),
        text: t('confirm.text', { name: plan.name, absorbed: plan.absorbedName }),
        password: t('confirm.password'),
        passwordRequired: t('confirm.passwordRequired'),
        cancel: t('confirm.cancel'),
        confirm: t('confirm.confirm'),
        close: t('common:close'),
      }}
    />
  );
}
