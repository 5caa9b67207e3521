import { CLOUD_TEXT_MAX_LENGTH } from '@argus/contract/cloud';
import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../FormDialog.tsx';
import { type SystemActionFailure, systemActionFailure } from './system-failures.ts';
import { useRenameSystem } from './system-sharing.api.ts';
import type { CloudSystem } from './systems.api.ts';

export interface RenameSystemDialogProps {
  opened: boolean;
  system: CloudSystem;
  onRenamed(name: string): void;
  onClose(): void;
}

/** Renames the system (owner and cloud administrators, cloud-api §5.5): required, at most 255 characters. */
export function RenameSystemDialog({ opened, system, onRenamed, onClose }: RenameSystemDialogProps) {
  const { t } = useTranslation('cloudSystems');
  const rename = useRenameSystem(system.id);
  const [name, setName] = useState(system.name);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<SystemActionFailure | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dialog starts from the current name
  useEffect(() => {
    if (!opened) return;
    setName(system.name);
    setSubmitted(false);
    setFailure(null);
  }, [opened]);

  const trimmed = name.trim();
  const nameError = (() => {
    if (submitted && trimmed === '') return t('rename.required');
    if (failure?.field) return failure.field.message;
    return null;
  })();

  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    if (trimmed === '') return;
    if (trimmed === system.name) {
      onClose();
      return;
    }
    try {
      await rename.mutateAsync(trimmed);
    } catch (error) {
      setFailure(systemActionFailure(error, 'rename'));
      return;
    }
    onRenamed(trimmed);
  };

  return (
    <FormDialog
      opened={opened}
      title={t('rename.title')}
      submit={t('rename.confirm')}
      cancel={t('dialog.cancel')}
      busy={rename.isPending}
      failure={failure && !failure.field ? t(failure.key) : null}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextInput
        label={t('rename.name')}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setFailure(null);
        }}
        error={nameError}
        maxLength={CLOUD_TEXT_MAX_LENGTH}
        required
        data-autofocus
      />
    </FormDialog>
  );
}
