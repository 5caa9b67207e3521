import { Code, Paper } from '@mantine/core';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { useApiText } from './api-tool.api.ts';

/**
 * One of the API tool's Markdown texts, shown as written: the console has no Markdown renderer among its
 * dependencies, and the texts read well as plain text.
 */
export function ApiText({ name }: { name: 'preamble' | 'changelog' }) {
  const text = useApiText(name);
  if (text.error) return <ErrorState error={text.error} onRetry={() => void text.refetch()} />;
  if (text.data === undefined) return <LoadingState rows={6} />;
  return (
    <Paper withBorder p="md">
      <Code
        block
        data-testid={`api-${name}`}
        style={{ whiteSpace: 'pre-wrap', background: 'transparent' }}
        p={0}
      >
        {text.data}
      </Code>
    </Paper>
  );
}
