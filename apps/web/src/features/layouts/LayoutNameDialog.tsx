import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../settings/api-error-text.ts';
import { LAYOUT_NAME_MAX, layoutNameProblem } from './layout-name.ts';

export interface LayoutNameDialogProps {
  title: string;
  submitLabel: string;
  initialName: string;
  /** The layouts the caller sees, for the name check. */
  layouts: readonly { id: string; name: string }[];
  /** The layout being renamed (its own name is not taken). */
  ownId?: string;
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}

/** Names a layout: saving the wall as one, or renaming one. The name is required and not another's. */
export function LayoutNameDialog({
  title,
  submitLabel,
  initialName,
  layouts,
  ownId,
  onSubmit,
  onClose,
}: LayoutNameDialogProps) {
  const { t } = useTranslation('layouts');
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const problem = layoutNameProblem(name, layouts, ownId);
  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setPending(true);
    setFailure(null);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('dialog.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('dialog.name')}
            required
            data-autofocus
            maxLength={LAYOUT_NAME_MAX + 1}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && problem ? t(`dialog.problems.${problem}`, { max: LAYOUT_NAME_MAX }) : undefined}
            data-testid="layout-name"
          />
          {failure !== null && (
            <Alert color="red" role="alert">
              {apiErrorText(failure, t('dialog.failed'))}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="layout-name-submit">
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
