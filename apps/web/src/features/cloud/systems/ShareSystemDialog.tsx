import { validateEmail } from '@argus/contract';
import { type CloudAccessRole, DEFAULT_SHARE_ROLE } from '@argus/contract/cloud';
import { Select, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../FormDialog.tsx';
import { type SystemActionFailure, systemActionFailure } from './system-failures.ts';
import { shareDialogRoles, useShareSystem } from './system-sharing.api.ts';
import type { CloudSystem } from './systems.api.ts';

export interface ShareSystemDialogProps {
  opened: boolean;
  system: CloudSystem;
  /** The logged-in account's e-mail: a system is not shared with oneself. */
  selfEmail: string;
  onShared(email: string): void;
  onClose(): void;
}

/**
 * "Share System" (spec 000 §2, cloud-api §5.6): an e-mail and a role of those the caller may grant, in the
 * console's order, Viewer by default. An e-mail without an account gets an invitation.
 */
export function ShareSystemDialog({ opened, system, selfEmail, onShared, onClose }: ShareSystemDialogProps) {
  const { t } = useTranslation('cloudSystems');
  const share = useShareSystem(system.id);
  const roles = shareDialogRoles(system.sharingPermissions);
  const defaultRole = roles.includes(DEFAULT_SHARE_ROLE)
    ? DEFAULT_SHARE_ROLE
    : (roles[0] ?? DEFAULT_SHARE_ROLE);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CloudAccessRole>(defaultRole);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<SystemActionFailure | null>(null);
  const { reset } = share;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dialog starts empty
  useEffect(() => {
    if (!opened) return;
    setEmail('');
    setRole(defaultRole);
    setSubmitted(false);
    setFailure(null);
    reset();
  }, [opened]);

  const trimmed = email.trim();
  const emailError = (() => {
    if (!submitted) return null;
    const check = validateEmail(trimmed);
    if (!check.ok) return t(`share.emailErrors.${check.error}`);
    if (trimmed.toLowerCase() === selfEmail.toLowerCase()) return t('share.emailErrors.self');
    if (failure?.field?.name === 'user_email') return failure.field.message;
    return null;
  })();

  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    const check = validateEmail(trimmed);
    if (!check.ok || trimmed.toLowerCase() === selfEmail.toLowerCase()) return;
    try {
      await share.mutateAsync({ email: trimmed, role });
    } catch (error) {
      setFailure(systemActionFailure(error, 'share'));
      return;
    }
    onShared(trimmed);
  };

  return (
    <FormDialog
      opened={opened}
      title={t('share.title')}
      submit={t('share.confirm')}
      cancel={t('dialog.cancel')}
      busy={share.isPending}
      failure={failure && !failure.field ? t(failure.key) : null}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Text size="sm">{t('share.text', { name: system.name })}</Text>
      <TextInput
        label={t('share.email')}
        type="email"
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          setFailure(null);
        }}
        error={emailError}
        maxLength={255}
        autoComplete="off"
        required
        data-autofocus
      />
      <Select
        label={t('share.role')}
        data={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
        value={role}
        onChange={(value) => value && setRole(value as CloudAccessRole)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        required
      />
    </FormDialog>
  );
}
