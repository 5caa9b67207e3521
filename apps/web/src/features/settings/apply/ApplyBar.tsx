import { Button, Group, Paper, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProcessButton } from './ProcessButton.tsx';
import { useBottomClearance } from './useBottomClearance.ts';
import type { ProcessState } from './useProcess.ts';
import { useSaveOnEnter } from './useSaveOnEnter.ts';

export const SAVE_BUTTON_MIN_WIDTH = 120;

export interface ApplyBarProps {
  /** The page has loaded its data. */
  ready: boolean;
  /** The server answers (false while the system is unavailable). */
  online: boolean;
  hasChanges: boolean;
  isValid: boolean;
  /** Read-only pages have nothing to apply. */
  readOnly?: boolean;
  state: ProcessState;
  onSave(): void;
  onDiscard(): void;
}

/**
 * 'Page contains unsaved changes.' with Save and Discard, or 'No unsaved changes' (spec 000 §2). Shown only
 * when ready and online; Save is disabled when the browser is offline or any field is invalid. It sticks to
 * the bottom of the scroll container and keeps the fields clear of itself.
 */
export function ApplyBar({
  ready,
  online,
  hasChanges,
  isValid,
  readOnly,
  state,
  onSave,
  onDiscard,
}: ApplyBarProps) {
  const { t } = useTranslation('settings');
  const network = useNetwork();
  const browserOnline = network.online !== false;
  const canSave = hasChanges && isValid && browserOnline && state !== 'processing';
  const shown = ready && online && !readOnly;
  const bar = useRef<HTMLDivElement>(null);
  useBottomClearance(bar, shown);
  useSaveOnEnter(shown, () => {
    if (canSave) onSave();
  });
  if (!shown) return null;
  return (
    <Paper
      ref={bar}
      role="region"
      aria-label={t('apply.region')}
      withBorder
      shadow="sm"
      p="sm"
      pos="sticky"
      bottom={0}
      mt="lg"
      style={{ zIndex: 5 }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" fw={hasChanges ? 600 : 400} c={hasChanges ? undefined : 'dimmed'} aria-live="polite">
          {hasChanges ? t('apply.unsaved') : t('apply.noChanges')}
        </Text>
        {(hasChanges || state !== 'idle') && (
          <Group gap="sm">
            {hasChanges && (
              <Button variant="default" onClick={onDiscard} disabled={state === 'processing'}>
                {t('apply.discard')}
              </Button>
            )}
            <ProcessButton state={state} onClick={onSave} disabled={!canSave} miw={SAVE_BUTTON_MIN_WIDTH}>
              {t('apply.save')}
            </ProcessButton>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
