import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface HiddenErrorsNoticeProps {
  /** Labels of the settings with an error that the search hides. */
  labels: readonly string[];
  onClearSearch(): void;
}

/** Why Save is disabled when the setting at fault is hidden by the search, and the way back to it. */
export function HiddenErrorsNotice({ labels, onClearSearch }: HiddenErrorsNoticeProps) {
  const { t } = useTranslation('settings');
  if (labels.length === 0) return null;
  return (
    <Alert color="red" variant="light" mb="md" icon={<IconAlertTriangle size={18} />} role="alert">
      {t('advanced.hiddenErrors', { count: labels.length, settings: labels.join(', ') })}
      <div>
        <Button mt="xs" size="xs" variant="light" color="red" onClick={onClearSearch}>
          {t('advanced.clearSearch')}
        </Button>
      </div>
    </Alert>
  );
}
