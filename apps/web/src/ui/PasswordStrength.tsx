import { PASSWORD_STRENGTHS, type PasswordStrength as Strength } from '@argus/contract';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<Strength, string> = { weak: 'red', fair: 'orange', good: 'yellow', strong: 'green' };

/** A four-segment meter with the strength word (spec 000 §5: weak, fair, good, strong). */
export function PasswordStrength({ strength, empty = false }: { strength: Strength; empty?: boolean }) {
  const { t } = useTranslation('common');
  const level = empty ? -1 : PASSWORD_STRENGTHS.indexOf(strength);
  return (
    <Stack gap={4} data-testid="password-strength" data-strength={empty ? 'none' : strength}>
      <Group gap={4} grow>
        {PASSWORD_STRENGTHS.map((s, i) => (
          <Progress key={s} size={4} value={i <= level ? 100 : 0} color={COLORS[strength]} aria-hidden />
        ))}
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite">
        {empty ? t('password.strengthHint') : t('password.strength', { strength: t(`password.${strength}`) })}
      </Text>
    </Stack>
  );
}
