import type { FoundDevice } from '@argus/contract/mediaserver';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** At most this many of the server's reasons are listed (a range may give one per address). */
const MAX_REASONS = 3;

/** The server's reasons, each once, for devices in these states. */
function reasonsOf(devices: readonly FoundDevice[], states: readonly FoundDevice['state'][]): string[] {
  const reasons = devices.filter((d) => states.includes(d.state) && d.reason).map((d) => d.reason);
  return [...new Set(reasons)].slice(0, MAX_REASONS);
}

/** What the server said when nothing could be added: its own reasons, under the dialog's advice. */
function Reasons({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <List size="sm" mt="xs" data-testid="search-reasons">
      {reasons.map((r) => (
        <List.Item key={r}>{r}</List.Item>
      ))}
    </List>
  );
}

/**
 * What a finished search means for the user: nothing found, unreachable, needs credentials, or how many. When
 * nothing can be added, the server's reasons (what answered, what it tried) always show.
 */
export function SearchOutcome({ devices, addable }: { devices: readonly FoundDevice[]; addable: number }) {
  const { t } = useTranslation('cameras');
  const needsCredentials = devices.some((d) => d.state === 'needsCredentials');
  const found = devices.filter((d) => d.state === 'found').length;
  if (found === 0 && needsCredentials)
    return (
      <Alert color="orange" data-testid="search-outcome" data-outcome="needsCredentials">
        {t('add.outcome.needsCredentials')}
        <Reasons reasons={reasonsOf(devices, ['needsCredentials'])} />
      </Alert>
    );
  if (found === 0 && devices.length > 0 && devices.every((d) => d.state === 'unreachable'))
    return (
      <Alert color="gray" data-testid="search-outcome" data-outcome="unreachable">
        {t('add.outcome.unreachable')}
        <Reasons reasons={reasonsOf(devices, ['unreachable'])} />
      </Alert>
    );
  if (found === 0)
    return (
      <Alert color="gray" data-testid="search-outcome" data-outcome="nothing">
        {t('add.outcome.nothing')}
        <Reasons reasons={reasonsOf(devices, ['noDevice'])} />
      </Alert>
    );
  return (
    <Text size="sm" data-testid="search-outcome" data-outcome="found">
      {addable > 0 ? t('add.outcome.found', { count: found }) : t('add.outcome.allAdded')}
    </Text>
  );
}
