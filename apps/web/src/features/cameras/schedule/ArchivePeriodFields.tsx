import { NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MAX_ARCHIVE_DAYS, type ScheduleValues } from './schedule-form.ts';

/** Minimum and maximum archive period in days; 0 leaves it to the server. */
export function ArchivePeriodFields({
  form,
  disabled,
}: {
  form: UseFormReturnType<ScheduleValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation('cameraRecording');
  const field = (name: 'minArchiveDays' | 'maxArchiveDays') => {
    const error = form.errors[name];
    return (
      <NumberInput
        label={t(`archive.${name}`)}
        description={t('archive.auto')}
        min={0}
        max={MAX_ARCHIVE_DAYS}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps(name, { withError: false })}
        error={typeof error === 'string' ? t(error, { max: MAX_ARCHIVE_DAYS }) : undefined}
        data-testid={`archive-${name}`}
        disabled={disabled}
      />
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={560}>
      {field('minArchiveDays')}
      {field('maxArchiveDays')}
    </SimpleGrid>
  );
}
