import { Chip, ColorSwatch, Group, Input } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SENSITIVITY_LEVELS, sensitivityColor } from './sensitivity-palette.ts';

interface SensitivityPickerProps {
  level: number;
  disabled: boolean;
  onChange(level: number): void;
}

/** The level the grid paints: 1..9 with their colours, and Erase (level 0, no detection). */
export function SensitivityPicker({ level, disabled, onChange }: SensitivityPickerProps) {
  const { t } = useTranslation('cameraRecording');
  return (
    <Input.Wrapper label={t('motion.sensitivity')} id="motion-sensitivity" labelElement="div">
      <Chip.Group value={String(level)} onChange={(v) => onChange(Number(v))}>
        <Group gap={6} mt={4} role="radiogroup" aria-labelledby="motion-sensitivity-label">
          {SENSITIVITY_LEVELS.slice(1).map((l) => (
            <Chip
              key={l}
              value={String(l)}
              type="radio"
              disabled={disabled}
              size="sm"
              aria-label={t('motion.level', { level: l })}
              data-testid={`sensitivity-${l}`}
            >
              <Group gap={6} wrap="nowrap" component="span">
                <ColorSwatch component="span" color={sensitivityColor(l)!} size={12} aria-hidden />
                {l}
              </Group>
            </Chip>
          ))}
          <Chip value="0" type="radio" disabled={disabled} size="sm" data-testid="sensitivity-0">
            <Group gap={6} wrap="nowrap" component="span">
              <IconEraser size={14} aria-hidden />
              {t('motion.erase')}
            </Group>
          </Chip>
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
