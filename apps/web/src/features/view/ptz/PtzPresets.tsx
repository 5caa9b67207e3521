import { PTZ_PRESET_NAME_MAX, type PtzPreset } from '@argus/contract/mediaserver';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconBookmarks, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { usePresetAction, usePtzPresets } from './ptz.api.ts';

/** A preset name's problem (an i18n key), or null: 1 to PTZ_PRESET_NAME_MAX characters after trimming. */
export function presetNameProblem(name: string): 'presets.nameRequired' | 'presets.nameTooLong' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'presets.nameRequired';
  if (trimmed.length > PTZ_PRESET_NAME_MAX) return 'presets.nameTooLong';
  return null;
}

/** The presets of a PTZ camera: go to one, remove one, or save where the camera points now. */
export function PtzPresets({ cameraId }: { cameraId: string }) {
  const { t } = useTranslation('ptz');
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="left-end"
      withArrow
      trapFocus
      returnFocus
      shadow="md"
    >
      <Popover.Target>
        <Tooltip label={t('presets.title')} disabled={opened}>
          <ActionIcon
            variant="filled"
            color="dark"
            aria-label={t('presets.title')}
            aria-expanded={opened}
            data-testid="ptz-presets"
            onClick={() => setOpened((o) => !o)}
          >
            <IconBookmarks size={16} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown data-testid="ptz-presets-panel" w={260}>
        {opened && <PresetsPanel cameraId={cameraId} onGone={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}

function PresetsPanel({ cameraId, onGone }: { cameraId: string; onGone(): void }) {
  const { t } = useTranslation('ptz');
  const presets = usePtzPresets(cameraId, true);
  const action = usePresetAction(cameraId);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  // A busy or removed button loses focus: it goes to the name field, so Escape and Tab keep working.
  const nameField = useRef<HTMLInputElement>(null);
  const refocus = () => nameField.current?.focus();
  const problem = presetNameProblem(name);
  const save = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem) return;
    action.mutate(
      { kind: 'savePreset', name: name.trim() },
      {
        onSuccess: () => {
          setName('');
          setTried(false);
        },
        onSettled: refocus,
      },
    );
  };
  const goTo = (preset: PtzPreset) =>
    action.mutate({ kind: 'gotoPreset', presetId: preset.id }, { onSuccess: onGone });
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('presets.title')}
      </Text>
      {presets.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('presets.loading')}</Text>
        </Group>
      ) : presets.isError ? (
        <Alert color="red" role="alert" p="xs">
          {apiErrorText(presets.error, t('presets.loadFailed'))}
        </Alert>
      ) : presets.data.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="ptz-presets-empty">
          {t('presets.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={200}>
          <Stack gap={2} role="list" aria-label={t('presets.title')}>
            {presets.data.map((preset) => (
              <Group key={preset.id} gap={4} wrap="nowrap" role="listitem" data-testid="ptz-preset">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  justify="flex-start"
                  style={{ flex: 1, minWidth: 0 }}
                  aria-label={t('presets.goTo', { name: preset.name })}
                  onClick={() => goTo(preset)}
                  disabled={action.isPending}
                  data-testid="ptz-preset-go"
                >
                  <Text size="sm" truncate>
                    {preset.name}
                  </Text>
                </Button>
                <Tooltip label={t('presets.remove', { name: preset.name })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('presets.remove', { name: preset.name })}
                    onClick={() =>
                      action.mutate({ kind: 'removePreset', presetId: preset.id }, { onSettled: refocus })
                    }
                    disabled={action.isPending}
                    data-testid="ptz-preset-remove"
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <form onSubmit={save} noValidate>
        <Stack gap={6}>
          <TextInput
            ref={nameField}
            size="xs"
            label={t('presets.name')}
            placeholder={t('presets.namePlaceholder')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={tried && problem ? t(problem, { max: PTZ_PRESET_NAME_MAX }) : undefined}
            data-testid="ptz-preset-name"
          />
          <Button type="submit" size="xs" loading={action.isPending} data-testid="ptz-preset-save">
            {t('presets.save')}
          </Button>
        </Stack>
      </form>
      {action.isError && (
        <Alert color="red" role="alert" p="xs">
          {apiErrorText(action.error, t('failed'))}
        </Alert>
      )}
    </Stack>
  );
}
