import { formatBytes } from '@argus/contract';
import {
  type ReserveSpaceWarning,
  recommendedSpaceLimitB,
  reserveSpaceWarning,
  STORAGE_MODES,
  type StorageModel,
} from '@argus/contract/mediaserver';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import {
  isSmbText,
  newStorageValues,
  type StorageFormValues,
  spaceLimitOf,
  storageValues,
  typeOfPathText,
  validateStorageForm,
} from './storage-form.ts';

export const STORAGE_DIALOG_WIDTH = 520;

export interface StorageDialogProps {
  /** The storage to change; null adds one. */
  storage: StorageModel | null;
  /** The storage's size, for the reserve-space warning. */
  totalSpace?: number;
  /** The storage must stay main (the 'main only' lock). */
  lockedToMain?: boolean;
  submitting: boolean;
  /** The server's message for a failed save. */
  submitError: string | null;
  onSubmit(values: StorageFormValues, original: StorageFormValues): void;
  onClose(): void;
}

/**
 * Add storage / change storage (spec 000 §2): a local folder or a share URL with its login and password
 * (checked with the contract's path rule), the reserved space, and the mode. A reserved space the contract
 * warns about asks first (the reserve space warning).
 */
export function StorageDialog(props: StorageDialogProps) {
  const { storage, totalSpace, lockedToMain = false, submitting, submitError, onSubmit, onClose } = props;
  const { t } = useTranslation('storages');
  const [original] = useState(() => (storage ? storageValues(storage) : newStorageValues()));
  const form = useForm<StorageFormValues>({
    mode: 'controlled',
    initialValues: original,
    validate: (values) => validateStorageForm(values),
  });
  const [warning, setWarning] = useState<ReserveSpaceWarning | null>(null);
  const values = form.getValues();
  const type = storage?.type ?? typeOfPathText(values.path);
  const smb = isSmbText(values.path);
  const error = (key: keyof StorageFormValues) => {
    const e = form.errors[key];
    return typeof e === 'string' ? t(e) : undefined;
  };

  const submit = form.onSubmit((v) => {
    const w = reserveSpaceWarning({ type, spaceLimitB: spaceLimitOf(v), totalSpace });
    if (w) setWarning(w);
    else onSubmit(v, original);
  });

  return (
    <>
      <Modal
        opened
        onClose={onClose}
        title={storage ? t('dialog.changeTitle') : t('dialog.addTitle')}
        size={STORAGE_DIALOG_WIDTH}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <form onSubmit={submit} noValidate data-testid="storage-dialog">
          <Stack gap="sm">
            {submitError && (
              <Alert color="red" role="alert" data-testid="storage-dialog-error">
                {submitError}
              </Alert>
            )}
            <TextInput
              label={t('dialog.path')}
              description={t('dialog.pathHint')}
              required
              data-autofocus
              autoComplete="off"
              spellCheck={false}
              {...form.getInputProps('path')}
              error={error('path')}
            />
            {smb && (
              <Group grow align="flex-start">
                <TextInput label={t('dialog.login')} autoComplete="off" {...form.getInputProps('login')} />
                <PasswordInput
                  label={t('dialog.password')}
                  autoComplete="new-password"
                  placeholder={storage ? t('dialog.passwordKept') : undefined}
                  {...form.getInputProps('password')}
                />
              </Group>
            )}
            <NumberInput
              label={t('dialog.reserved')}
              description={t('dialog.reservedHint')}
              min={0}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps('reservedGb')}
              error={error('reservedGb')}
            />
            <Select
              label={t('dialog.mode')}
              data={STORAGE_MODES.map((m) => ({
                value: m,
                label: t(`mode.${m}`),
                disabled: lockedToMain && m !== 'main',
              }))}
              allowDeselect={false}
              {...form.getInputProps('mode')}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose} disabled={submitting}>
                {t('dialog.cancel')}
              </Button>
              <Button type="submit" loading={submitting}>
                {storage ? t('dialog.save') : t('dialog.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={warning !== null}
        title={t('reserveWarning.title')}
        confirm={t('reserveWarning.confirm')}
        cancel={t('reserveWarning.cancel')}
        onClose={() => setWarning(null)}
        onConfirm={() => {
          setWarning(null);
          onSubmit(form.getValues(), original);
        }}
      >
        {warning &&
          t(`reserveWarning.${warning}`, { recommended: formatBytes(recommendedSpaceLimitB(type)) })}{' '}
        {t('reserveWarning.question')}
      </ConfirmDialog>
    </>
  );
}
