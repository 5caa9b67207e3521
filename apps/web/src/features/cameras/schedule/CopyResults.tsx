import { Alert, List, ScrollArea, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface CopyFailure {
  id: string;
  name: string;
  /** The server's reason, or a general text. */
  reason: string;
}

/** After a copy: how many cameras took the schedule, and each camera that did not with the server's reason. */
export function CopyResults({ copied, failures }: { copied: number; failures: readonly CopyFailure[] }) {
  const { t } = useTranslation('cameraRecording');
  return (
    <div data-testid="copy-results">
      {copied > 0 && (
        <Text size="sm" mb="sm" role="status">
          <IconCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {t('copy.copied', { count: copied })}
        </Text>
      )}
      {failures.length > 0 && (
        <Alert color="red" title={t('copy.failedTitle', { count: failures.length })} role="alert">
          <ScrollArea.Autosize mah={240}>
            <List size="sm" spacing={4} data-testid="copy-failures">
              {failures.map((f) => (
                <List.Item key={f.id}>
                  <Text span size="sm" fw={600}>
                    {f.name}
                  </Text>
                  {`: ${f.reason}`}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </Alert>
      )}
    </div>
  );
}
