import { Paper, Typography } from '@mantine/core';
import Markdown from 'markdown-to-jsx';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { useApiText } from './api-tool.api.ts';

/** The page has its own title: the text's headings sit one level under it. */
const MARKDOWN_OPTIONS = {
  disableParsingRawHTML: true,
  overrides: { h1: { component: 'h2' }, h2: { component: 'h3' }, h3: { component: 'h4' } },
} as const;

/**
 * One of the API tool's Markdown texts (the preamble, the changelog), rendered. The text comes from the system
 * (through the relay in cloud mode), so raw HTML in it is shown as text, never parsed.
 */
export function ApiText({ name }: { name: 'preamble' | 'changelog' }) {
  const text = useApiText(name);
  if (text.error) return <ErrorState error={text.error} onRetry={() => void text.refetch()} />;
  if (text.data === undefined) return <LoadingState rows={6} />;
  return (
    <Paper withBorder p="md" data-testid={`api-${name}`}>
      <Typography>
        <Markdown options={MARKDOWN_OPTIONS}>{text.data}</Markdown>
      </Typography>
    </Paper>
  );
}
