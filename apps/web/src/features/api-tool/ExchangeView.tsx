import { Alert, Badge, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../settings/api-error-text.ts';
import type { Exchange, SentRequest } from './api-tool.api.ts';

/** The colour of a status: green for success, yellow for the caller's mistakes, red for the server's. */
function statusColor(status: number): string {
  if (status < 300) return 'green';
  if (status < 500) return 'yellow';
  return 'red';
}

/** The body as people read it: JSON indented, anything else as it came. */
function bodyText(exchange: Exchange): string {
  const { json, text } = exchange.answer;
  return json === undefined ? text : JSON.stringify(json, null, 2);
}

export interface ExchangeViewProps {
  method: string;
  state: UseMutationResult<Exchange, Error, SentRequest>;
}

/** The last request sent and its answer: address, status, time, headers and body. */
export function ExchangeView({ method, state }: ExchangeViewProps) {
  const { t } = useTranslation('apiTool');
  if (state.isIdle) return null;
  if (state.isError)
    return (
      <Alert color="red" title={t('response.failed')} role="alert">
        {apiErrorText(state.error, t('response.noAnswer'))}
      </Alert>
    );
  const exchange = state.data;
  if (!exchange)
    return (
      <Paper withBorder p="md">
        <Text c="dimmed">{t('response.sending')}</Text>
      </Paper>
    );
  const { answer, elapsedMs } = exchange;
  return (
    <Paper withBorder p="md" data-testid="api-response">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('response.title')}
        </Title>
        <Text
          size="sm"
          ff="monospace"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="api-response-request"
        >
          {method} {answer.url}
        </Text>
        <Group gap="sm">
          <Badge color={statusColor(answer.status)} size="lg" data-testid="api-response-status">
            {answer.status} {answer.statusText}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('response.time', { ms: elapsedMs })}
          </Text>
        </Group>
        <details>
          <summary>
            <Text span size="sm" fw={500}>
              {t('response.headers', { count: answer.headers.length })}
            </Text>
          </summary>
          <Table.ScrollContainer minWidth={300}>
            <Table fz="xs" ff="monospace" striped>
              <Table.Tbody>
                {answer.headers.map(([name, value]) => (
                  <Table.Tr key={name}>
                    <Table.Th scope="row" fw={500}>
                      {name}
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </details>
        {/* A scrolling region is reached by the keyboard too. */}
        <Code
          block
          data-testid="api-response-body"
          role="region"
          aria-label={t('response.body')}
          tabIndex={0}
          style={{ maxHeight: 480, overflow: 'auto' }}
        >
          {bodyText(exchange) || t('response.empty')}
        </Code>
      </Stack>
    </Paper>
  );
}
