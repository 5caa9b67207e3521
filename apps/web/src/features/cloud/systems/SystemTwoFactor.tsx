import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../ui/notify.ts';
import { CodeInput } from '../account/CodeInput.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { PORTAL_PATHS } from '../portal-paths.ts';
import { systemTwoFactorFailureOf, useToggleSystemTwoFactor } from './system-two-factor.api.ts';
import type { CloudSystem } from './systems.api.ts';

interface ToggleDialogProps {
  opened: boolean;
  system: CloudSystem;
  onDone(): void;
  onClose(): void;
}

/** Asks a code of the authenticator app and flips the system's requirement (cloud-api §3.5 `toggle2fa`). */
function ToggleDialog({ opened, system, onDone, onClose }: ToggleDialogProps) {
  const { t } = useTranslation('cloudSystems');
  const toggle = useToggleSystemTwoFactor(system.id);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<{ key: string; field: boolean } | null>(null);
  // What the dialog does is fixed when it opens: the state flips under it while it closes.
  const [turningOn, setTurningOn] = useState(!system.system2faEnabled);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dialog starts empty, from the current state
  useEffect(() => {
    if (!opened) return;
    setCode('');
    setFailure(null);
    setTurningOn(!system.system2faEnabled);
  }, [opened]);

  const submit = async () => {
    if (!code.trim()) {
      setFailure({ key: 'twoFactor.codeRequired', field: true });
      return;
    }
    try {
      await toggle.mutateAsync(code.trim());
    } catch (error) {
      setFailure(systemTwoFactorFailureOf(error));
      return;
    }
    onDone();
  };

  return (
    <FormDialog
      opened={opened}
      title={t(turningOn ? 'twoFactor.requireTitle' : 'twoFactor.stopTitle')}
      submit={t(turningOn ? 'twoFactor.require' : 'twoFactor.stop')}
      cancel={t('dialog.cancel')}
      busy={toggle.isPending}
      failure={failure && !failure.field ? t(failure.key) : null}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Text size="sm">
        {t(turningOn ? 'twoFactor.requireText' : 'twoFactor.stopText', { name: system.name })}
      </Text>
      <CodeInput
        label={t('twoFactor.code')}
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setFailure(null);
        }}
        error={failure?.field ? t(failure.key) : null}
        maxLength={6}
        data-autofocus
      />
    </FormDialog>
  );
}

/**
 * Whether the system requires two-factor authentication (spec 000: "Two-factor can be forced per system";
 * cloud-api §3.5), on Share System: whoever opens that page sees the state; the owner with account 2FA turns
 * it on or off with a code, the owner without it is sent to Security first.
 */
export function SystemTwoFactor({
  system,
  account2faEnabled,
}: {
  system: CloudSystem;
  account2faEnabled: boolean;
}) {
  const { t } = useTranslation('cloudSystems');
  const [open, setOpen] = useState(false);
  const required = system.system2faEnabled;
  const owner = system.accessRole === 'owner';

  return (
    <Paper withBorder radius="md" p="md" data-testid="system-two-factor">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconShieldLock size={20} aria-hidden />
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {t('twoFactor.title')}
            </Text>
            <Text size="xs" c="dimmed">
              {t(required ? 'twoFactor.requiredHint' : 'twoFactor.notRequiredHint')}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          <Badge color={required ? 'green' : 'gray'} variant="light" data-testid="system-two-factor-state">
            {t(required ? 'twoFactor.required' : 'twoFactor.notRequired')}
          </Badge>
          {owner && account2faEnabled && (
            <Button size="xs" variant="default" onClick={() => setOpen(true)}>
              {t(required ? 'twoFactor.stop' : 'twoFactor.require')}
            </Button>
          )}
        </Group>
      </Group>
      {owner && !account2faEnabled && (
        <Text size="xs" mt="xs">
          {t('twoFactor.ownerWithout')}{' '}
          <Anchor component={Link} to={PORTAL_PATHS.security} size="xs" underline="always">
            {t('twoFactor.toSecurity')}
          </Anchor>
        </Text>
      )}
      <ToggleDialog
        opened={open}
        system={system}
        onDone={() => {
          setOpen(false);
          notify.success(t(required ? 'twoFactor.stopped' : 'twoFactor.requiredDone', { name: system.name }));
        }}
        onClose={() => setOpen(false)}
      />
    </Paper>
  );
}
