import { SETTINGS_PRESETS, type SettingsPreset } from '@argus/contract/mediaserver';
import { Radio, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../useFocusOnMount.ts';
import { WizardFrame } from '../WizardFrame.tsx';
import { StepButtons } from './StepButtons.tsx';

export interface AdvancedSettingsStepProps {
  value: SettingsPreset;
  step: number;
  steps: number;
  onChange(value: SettingsPreset): void;
  onNext(): void;
  onBack(): void;
}

/** Advanced System settings: which settings preset the setup applies. */
export function AdvancedSettingsStep({
  value,
  step,
  steps,
  onChange,
  onNext,
  onBack,
}: AdvancedSettingsStepProps) {
  const { t } = useTranslation('wizard');
  const firstRef = useFocusOnMount<HTMLInputElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <WizardFrame title={t('advanced.title')} step={step} steps={steps}>
      <form onSubmit={submit}>
        <Text size="sm" mb="md">
          {t('advanced.message')}
        </Text>
        <Radio.Group
          name="settingsPreset"
          label={t('advanced.label')}
          value={value}
          onChange={(v) => onChange(v as SettingsPreset)}
        >
          <Stack gap="sm" mt="xs">
            {SETTINGS_PRESETS.map((preset) => (
              <Radio
                key={preset}
                ref={value === preset ? firstRef : undefined}
                value={preset}
                label={t(`advanced.presets.${preset}.label`)}
                description={t(`advanced.presets.${preset}.description`)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    onNext();
                  }
                }}
              />
            ))}
          </Stack>
        </Radio.Group>
        <StepButtons onBack={onBack} nextLabel={t('advanced.apply')} />
      </form>
    </WizardFrame>
  );
}
