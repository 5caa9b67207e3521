import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LicenseFailure } from './license-errors.ts';
import { useLicenseFailureText } from './useLicenseFailureText.ts';

/** A failed activation: the spec's headline and the license server's reason. */
export function LicenseFailureAlert({ failure, onClose }: { failure: LicenseFailure; onClose(): void }) {
  const { t } = useTranslation('licenses');
  const text = useLicenseFailureText()(failure);
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={text.title}
      role="alert"
      withCloseButton
      closeButtonLabel={t('details.close')}
      onClose={onClose}
      data-testid="license-failure"
    >
      {text.reason}
    </Alert>
  );
}
