import { Button, Group } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface StepButtonsProps {
  onBack?: () => void;
  nextLabel?: string;
  nextRef?: Ref<HTMLButtonElement>;
}

/** Back and Next; Next is the form's submit button, so Enter advances. */
export function StepButtons({ onBack, nextLabel, nextRef }: StepButtonsProps) {
  const { t } = useTranslation('wizard');
  return (
    <Group justify={onBack ? 'space-between' : 'flex-end'} mt="xl">
      {onBack && (
        <Button variant="default" onClick={onBack}>
          {t('back')}
        </Button>
      )}
      <Button type="submit" ref={nextRef}>
        {nextLabel ?? t('next')}
      </Button>
    </Group>
  );
}
