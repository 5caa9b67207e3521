import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { notify } from '../../ui/notify.ts';
import { apiErrorText } from '../settings/api-error-text.ts';
import { PasswordConfirmDialog } from '../settings/PasswordConfirmDialog.tsx';
import { licenseFailureOf } from './license-errors.ts';
import type { LicenseRow } from './license-status.ts';
import { useDeactivateLicense, useRemoveLicense } from './licenses.api.ts';
import { useLicenseFailureText } from './useLicenseFailureText.ts';

/** How a license leaves the system: deactivated at the license server, or only removed here. */
export type LicenseExit = { kind: 'deactivate'; row: LicenseRow } | { kind: 'remove'; row: LicenseRow };

export interface LicenseExitDialogsProps {
  exit: LicenseExit | null;
  onClose(): void;
  onDone(): void;
}

/**
 * Deactivation asks for the caller's password (spec 001 §5: a wrong one is 'Invalid Password' under the
 * field) and says how many deactivations are left; removal asks for confirmation.
 */
export function LicenseExitDialogs({ exit, onClose, onDone }: LicenseExitDialogsProps) {
  const { t } = useTranslation('licenses');
  const failureText = useLicenseFailureText();
  const deactivate = useDeactivateLicense();
  const remove = useRemoveLicense();
  const [error, setError] = useState<string | null>(null);
  const license = exit?.row.license;
  const key = license?.key ?? '';

  const close = () => {
    setError(null);
    deactivate.reset();
    remove.reset();
    onClose();
  };

  const onDeactivate = (password: string) => {
    setError(null);
    deactivate.mutate(
      { key, password },
      {
        onSuccess: (reply) => {
          notify('success', t('deactivate.done', { key, left: reply.deactivationsLeft }));
          onDone();
        },
        onError: (err) => {
          const text = failureText(licenseFailureOf(err));
          setError(text.reason ? `${text.title} ${text.reason}` : text.title);
        },
      },
    );
  };

  const onRemove = () => {
    setError(null);
    remove.mutate(key, {
      onSuccess: () => {
        notify('success', t('remove.done', { key }));
        onDone();
      },
      onError: (err) => setError(apiErrorText(err, t('errors.removeFailed'))),
    });
  };

  return (
    <>
      <PasswordConfirmDialog
        opened={exit?.kind === 'deactivate'}
        texts={{
          title: t('deactivate.title', { key }),
          text: t('deactivate.text', { left: license?.deactivations ?? 0 }),
          password: t('deactivate.password'),
          passwordRequired: t('deactivate.passwordRequired'),
          cancel: t('deactivate.cancel'),
          confirm: t('deactivate.confirm'),
          close: t('deactivate.close'),
        }}
        busy={deactivate.isPending}
        error={exit?.kind === 'deactivate' ? error : null}
        onConfirm={onDeactivate}
        onClose={close}
      />
      <ConfirmDialog
        opened={exit?.kind === 'remove'}
        title={t('remove.title', { key })}
        confirm={t('remove.confirm')}
        cancel={t('remove.cancel')}
        danger
        busy={remove.isPending}
        onConfirm={onRemove}
        onClose={close}
      >
        {t('remove.text')}
        {exit?.kind === 'remove' && error && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-text)', marginTop: 8 }}>
            {error}
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
