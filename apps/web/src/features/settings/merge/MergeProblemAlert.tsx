import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MergeProblem } from './merge-outcome.ts';

/**
 * A refused check or merge that belongs to no field: our words when we have them, the server's own text
 * (media-server-api §4.2.6, e.g. 'Incompatible version') under them or alone.
 */
export function MergeProblemAlert({ problem }: { problem: MergeProblem }) {
  const { t } = useTranslation('merge');
  const ours = problem.key ? t(problem.key) : null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('errors.failed')}
      role="alert"
      maw={720}
      data-testid="merge-problem"
    >
      {ours && <Text size="sm">{ours}</Text>}
      {problem.text && problem.text !== ours && (
        <Text size={ours ? 'xs' : 'sm'} c={ours ? 'dimmed' : undefined} mt={ours ? 4 : 0}>
          {problem.text}
        </Text>
      )}
    </Alert>
  );
}
