import { ActionIcon, Group, TextInput, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify.ts';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { useChangeDevice } from '../schedule/device.api.ts';

/** The camera's name as the page's heading; editors rename it in place (Enter saves, Escape cancels). */
export function CameraNameEditor({ id, name, canEdit }: { id: string; name: string; canEdit: boolean }) {
  const { t } = useTranslation('cameras');
  const change = useChangeDevice();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const start = () => {
    setText(name);
    setError(null);
    setEditing(true);
  };
  const save = async () => {
    const next = text.trim();
    if (!next) return setError(t('detail.rename.required'));
    if (next === name) return setEditing(false);
    try {
      await change.mutateAsync({ id, changes: { name: next } });
      notify.success(t('detail.rename.saved'));
      setEditing(false);
    } catch (err) {
      setError(apiErrorText(err, t('detail.rename.failed')));
    }
  };
  if (!editing)
    return (
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="camera-name">
          {name}
        </Title>
        {canEdit && (
          <ActionIcon variant="subtle" onClick={start} aria-label={t('detail.rename.start')}>
            <IconPencil size={18} />
          </ActionIcon>
        )}
      </Group>
    );
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <TextInput
        aria-label={t('detail.rename.label')}
        value={text}
        error={error}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
          if (e.key === 'Escape') setEditing(false);
        }}
        autoFocus
        maxLength={200}
      />
      <ActionIcon
        size="lg"
        onClick={() => void save()}
        loading={change.isPending}
        aria-label={t('detail.rename.save')}
      >
        <IconCheck size={18} />
      </ActionIcon>
      <ActionIcon
        size="lg"
        variant="default"
        onClick={() => setEditing(false)}
        aria-label={t('detail.rename.cancel')}
      >
        <IconX size={18} />
      </ActionIcon>
    </Group>
  );
}
