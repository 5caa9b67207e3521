import { Box, Center, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface WizardFrameProps {
  title: string;
  /** 1-based position among the input steps, or undefined for screens outside the sequence. */
  step?: number;
  steps?: number;
  children: ReactNode;
}

/** The full-screen card every wizard screen sits in. */
export function WizardFrame({ title, step, steps, children }: WizardFrameProps) {
  const { t } = useTranslation('wizard');
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-default-hover)" data-testid="setup-wizard">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={500}>
        <Stack gap="lg">
          <Group justify="space-between">
            <Text fw={700}>{t('common:app.name')}</Text>
            {step !== undefined && steps !== undefined && (
              <Text size="sm" c="dimmed">
                {t('stepOf', { step, steps })}
              </Text>
            )}
          </Group>
          {step !== undefined && steps !== undefined && (
            <Progress value={(step / steps) * 100} size="xs" aria-hidden />
          )}
          <Title order={2} size="h3">
            {title}
          </Title>
          <Box>{children}</Box>
        </Stack>
      </Paper>
    </Center>
  );
}
