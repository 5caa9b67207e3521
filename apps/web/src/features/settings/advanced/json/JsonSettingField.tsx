import { Button, Code, Group, Input, Stack } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../../ui/lazy-part.tsx';
import { isSameValue } from '../../apply/change-detection.ts';
import type JsonEditorComponent from './JsonEditor.tsx';
import { formatJson, parseJson } from './json-text.ts';

const JsonEditor = lazyPart<ComponentProps<typeof JsonEditorComponent>>(() => import('./JsonEditor.tsx'));

export interface JsonSettingFieldProps {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** The setting's value, or the editor's text while that is not valid JSON. */
  value: unknown;
  /** The parsed value, or the text when it does not parse (the form's validation reports it). */
  onChange(value: unknown): void;
  disabled?: boolean;
}

/** Whether the editor's text already shows this value (then it is left as the user wrote it). */
function textShows(text: string, value: unknown): boolean {
  if (typeof value === 'string') return true;
  const parsed = parseJson(text);
  return parsed.ok && isSameValue(parsed.value, value);
}

/**
 * An object or array setting, edited as formatted JSON. The editor's code loads on first use; until then the
 * value is shown as text.
 */
export function JsonSettingField({
  name,
  label,
  description,
  error,
  value,
  onChange,
  disabled = false,
}: JsonSettingFieldProps) {
  const { t } = useTranslation('settings');
  const [text, setText] = useState(() => (typeof value === 'string' ? value : formatJson(value)));
  // A value from elsewhere (discard, a reload, the saved value): show it, formatted.
  if (!textShows(text, value)) setText(formatJson(value));

  const change = (next: string) => {
    setText(next);
    const parsed = parseJson(next);
    onChange(parsed.ok ? parsed.value : next);
  };
  const parsed = parseJson(text);
  const formatted = parsed.ok ? formatJson(parsed.value) : null;
  const id = `setting-${name}`;
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <Stack gap={4}>
      <Input.Wrapper
        id={id}
        label={label}
        description={description}
        error={error}
        labelElement="div"
        labelProps={{ id: `${id}-label` }}
        descriptionProps={{ id: `${id}-description` }}
        errorProps={{ id: `${id}-error` }}
      >
        <div style={{ marginTop: 4 }} data-testid={`json-${name}`}>
          <JsonEditor
            value={text}
            onChange={change}
            readOnly={disabled}
            invalid={Boolean(error)}
            labelledBy={`${id}-label`}
            describedBy={describedBy}
            fallback={
              <Code block style={{ whiteSpace: 'pre-wrap' }}>
                {text}
              </Code>
            }
          />
        </div>
      </Input.Wrapper>
      {!disabled && formatted !== null && formatted !== text && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="compact-xs"
            leftSection={<IconBraces size={14} />}
            onClick={() => change(formatted)}
          >
            {t('advanced.json.format')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
