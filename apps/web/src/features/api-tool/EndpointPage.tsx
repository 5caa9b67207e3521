import { Alert, Button, Code, Group, Input, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { type ComponentProps, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext, useParams } from 'react-router';
import { useMode } from '../../app/mode/mode-context.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import type JsonEditorComponent from '../settings/advanced/json/JsonEditor.tsx';
import { type ApiEndpoint, exampleOf, initialParameters } from './api-endpoints.ts';
import { missingParameters, needsConfirmation, type ParameterValues, requestPathOf } from './api-request.ts';
import { useCurrentSystemId, useSendRequest } from './api-tool.api.ts';
import { ExchangeView } from './ExchangeView.tsx';
import { MethodBadge } from './MethodBadge.tsx';
import { useSystemChangeCooldown } from './useSystemChangeCooldown.ts';

const JsonEditor = lazyPart<ComponentProps<typeof JsonEditorComponent>>(
  () => import('../settings/advanced/json/JsonEditor.tsx'),
);

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** Whether a text is JSON (an empty body is none). */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** /api-tool/:slug: one endpoint, its parameters and body to fill in, and the answer of sending it. */
export default function EndpointPage() {
  const { slug } = useParams();
  const endpoints = useOutletContext<readonly ApiEndpoint[]>();
  const endpoint = endpoints.find((e) => e.slug === slug);
  const { t } = useTranslation('apiTool');
  if (!endpoint)
    return (
      <Alert color="yellow" title={t('endpoint.notFoundTitle')}>
        {t('endpoint.notFound', { slug })}
      </Alert>
    );
  // A new endpoint starts from its own defaults: the form is remounted.
  return <EndpointForm key={endpoint.slug} endpoint={endpoint} />;
}

function EndpointForm({ endpoint }: { endpoint: ApiEndpoint }) {
  const { t } = useTranslation('apiTool');
  const { mode } = useMode();
  const cooldown = useSystemChangeCooldown(useCurrentSystemId(), mode === 'cloud');
  const id = useId();
  usePageTitle(`${endpoint.method} ${endpoint.path}`);
  const [values, setValues] = useState<ParameterValues>(() => initialParameters(endpoint));
  const initialBody = useMemo(
    () => (endpoint.body ? pretty(exampleOf(endpoint.body) ?? {}) : undefined),
    [endpoint.body],
  );
  const [body, setBody] = useState(initialBody);
  const [confirming, setConfirming] = useState(false);
  const send = useSendRequest();
  const missing = missingParameters(endpoint, values);
  const bodyInvalid = body !== undefined && body.trim() !== '' && !isJson(body);
  const path = requestPathOf(endpoint, values);

  useEffect(() => send.reset, [send.reset]);

  const run = () => {
    setConfirming(false);
    send.mutate({
      method: endpoint.method,
      path,
      ...(body !== undefined && body.trim() !== '' ? { body } : {}),
    });
  };
  const submit = () => (needsConfirmation(endpoint.method) ? setConfirming(true) : run());

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <MethodBadge method={endpoint.method} />
            <Title order={2} size="h4" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {endpoint.path}
            </Title>
          </Group>
          {endpoint.summary && <Text>{endpoint.summary}</Text>}
          {endpoint.description && (
            <Text size="sm" c="dimmed">
              {endpoint.description}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('endpoint.tag', { tag: endpoint.tag })}
          </Text>
        </Stack>
      </Paper>

      <Paper
        withBorder
        p="md"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('endpoint.request')}
          </Title>
          {endpoint.parameters.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('endpoint.noParameters')}
            </Text>
          ) : (
            endpoint.parameters.map((p) => (
              <TextInput
                key={`${p.in}:${p.name}`}
                label={
                  <Text span ff="monospace" size="sm" fw={500}>
                    {p.name}
                  </Text>
                }
                description={t(`endpoint.parameterIn.${p.in}`, {
                  type: typeof p.schema.type === 'string' ? p.schema.type : t('endpoint.anyType'),
                })}
                withAsterisk={p.in === 'path' || p.required}
                value={values[p.name] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setValues((v) => ({ ...v, [p.name]: value }));
                }}
                data-parameter={p.name}
              />
            ))
          )}
          {body !== undefined && (
            <Input.Wrapper
              label={t('endpoint.body')}
              description={t('endpoint.bodyHint')}
              error={bodyInvalid ? t('endpoint.bodyInvalid') : undefined}
              labelElement="div"
              labelProps={{ id: `${id}-body` }}
              descriptionProps={{ id: `${id}-body-description` }}
            >
              <div style={{ marginTop: 4 }} data-testid="api-request-body">
                <JsonEditor
                  value={body}
                  onChange={setBody}
                  readOnly={false}
                  invalid={bodyInvalid}
                  labelledBy={`${id}-body`}
                  describedBy={`${id}-body-description`}
                  fallback={<Code block>{body}</Code>}
                />
              </div>
            </Input.Wrapper>
          )}
          <Text size="sm" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {endpoint.method} {path}
          </Text>
          {cooldown > 0 && (
            <Alert color="blue" role="status">
              {t('endpoint.cooldown', { count: cooldown })}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="red" role={missing.length ? 'alert' : undefined}>
              {missing.length > 0 && t('endpoint.missing', { names: missing.join(', ') })}
            </Text>
            <Group gap="sm">
              {body !== undefined && body !== initialBody && (
                <Button variant="default" onClick={() => setBody(initialBody)}>
                  {t('endpoint.resetBody')}
                </Button>
              )}
              <Button
                type="submit"
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                loading={send.isPending}
                disabled={missing.length > 0 || bodyInvalid || cooldown > 0}
              >
                {t('endpoint.send')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>

      <ExchangeView method={endpoint.method} state={send} />

      {endpoint.reply && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('endpoint.replySchema')}
            </Title>
            <Code
              block
              role="region"
              aria-label={t('endpoint.replySchema')}
              tabIndex={0}
              style={{ maxHeight: 320, overflow: 'auto' }}
            >
              {pretty(endpoint.reply)}
            </Code>
          </Stack>
        </Paper>
      )}

      <ConfirmDialog
        opened={confirming}
        title={t('confirm.title', { method: endpoint.method })}
        confirm={t('confirm.send')}
        cancel={t('confirm.cancel')}
        danger={endpoint.method === 'DELETE'}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">{t('confirm.text')}</Text>
        <Code block mt="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {endpoint.method} {path}
        </Code>
      </ConfirmDialog>
    </Stack>
  );
}
