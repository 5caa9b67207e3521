import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './BrandMark.tsx';

export interface BrandProps {
  /** Mark height in px; the wordmark follows. */
  size?: number;
  /** Only the mark (narrow screens); the product name is then its accessible label's job. */
  markOnly?: boolean;
}

/** The product's lockup: the mark and the wordmark "Argus". */
export function Brand({ size = 26, markOnly = false }: BrandProps) {
  const { t } = useTranslation('common');
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <BrandMark size={size} />
      {!markOnly && (
        <Text component="span" fw={700} fz={size * 0.7} lh={1} style={{ letterSpacing: '0.02em' }}>
          {t('app.name')}
        </Text>
      )}
    </Group>
  );
}
