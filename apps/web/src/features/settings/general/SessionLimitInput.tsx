import { Group, Input, NumberInput, Select } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bestUnitFor, SESSION_LIMIT_UNITS, type SessionLimitUnit, toMinutes } from './session-limit.ts';

interface SessionLimitInputProps {
  /** Minutes, or '' while the field is empty. */
  value: unknown;
  onChange(minutes: number | ''): void;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
}

/** `sessionLimitMinutes` edited as an amount and a unit (minutes, hours, days). */
export function SessionLimitInput({
  value,
  onChange,
  label,
  description,
  error,
  disabled,
}: SessionLimitInputProps) {
  const { t } = useTranslation('settings');
  const minutes = typeof value === 'number' ? value : null;
  const [unit, setUnit] = useState<SessionLimitUnit>(() => bestUnitFor(minutes ?? 0));
  // Values that no longer divide evenly (e.g. after a discard) fall back to a unit that shows them exactly.
  const shownUnit =
    minutes !== null && minutes % SESSION_LIMIT_UNITS[unit] !== 0 ? bestUnitFor(minutes) : unit;
  const amount = minutes === null ? '' : minutes / SESSION_LIMIT_UNITS[shownUnit];
  return (
    <Input.Wrapper label={label} description={description} error={error} labelElement="div" maw={480}>
      <Group align="flex-start" gap="xs" wrap="nowrap" mt={4}>
        <NumberInput
          id="setting-sessionLimitMinutes"
          aria-label={typeof label === 'string' ? label : t('general.fields.sessionLimitMinutes')}
          value={amount}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          error={Boolean(error)}
          disabled={disabled}
          onChange={(v) => onChange(typeof v === 'number' ? toMinutes(v, shownUnit) : '')}
          style={{ flex: 1 }}
        />
        <Select
          aria-label={t('general.sessionLimitUnit')}
          data={(Object.keys(SESSION_LIMIT_UNITS) as SessionLimitUnit[]).map((u) => ({
            value: u,
            label: t(`general.units.${u}`),
          }))}
          value={shownUnit}
          allowDeselect={false}
          disabled={disabled}
          onChange={(u) => {
            if (!u) return;
            const next = u as SessionLimitUnit;
            setUnit(next);
            if (typeof amount === 'number') onChange(toMinutes(amount, next));
          }}
          w={130}
        />
      </Group>
    </Input.Wrapper>
  );
}
