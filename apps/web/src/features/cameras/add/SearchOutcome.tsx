import type { FoundDevice } from '@argus/contract';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a finished search means for the user: nothing found, unreachable, needs credentials, or how many. */
export function SearchOutcome({ devices, addable }: { devices: readonly FoundDevice[]; addable: number }) {
  const { t } = useTranslation('cameras');
  const needsCredentials = devices.some((d) => d.state === 'needsCredentials');
  const found = devices.filter((d) => d.state === 'found').length;
  if (found === 0 && needsCredentials)
    return (
      <Alert color="orange" data-testid="search-outcome" data-outcome="needsCredentials">
        {t('add.outcome.needsCredentials')}
      </Alert>
    );
  if (found === 0 && devices.length > 0 && devices.every((d) => d.state === 'unreachable'))
    return (
      <Alert color="gray" data-testid="search-outcome" data-outcome="unreachable">
        {t('add.outcome.unreachable')}
      </Alert>
    );
  if (found === 0)
    return (
      <Alert color="gray" data-testid="search-outcome" data-outcome="nothing">
        {t('add.outcome.nothing')}
      </Alert>
    );
  return (
    <Text size="sm" data-testid="search-outcome" data-outcome="found">
      {addable > 0 ? t('add.outcome.found', { count: found }) : t('add.outcome.allAdded')}
    </Text>
  );
}
