import { Box, Center, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserMenuLauncher } from '../../app/shell/UserMenuLauncher.tsx';
import { Brand } from '../../ui/brand/Brand.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export interface WizardFrameProps {
  title: string;
  /** 1-based position among the input steps, or undefined for screens outside the sequence. */
  step?: number;
  steps?: number;
  children: ReactNode;
}

/**
 * The full-screen card every wizard screen sits in: the page's `main`, with the step's title as its `h1`. The
 * wizard has no header, so the Preferences menu (theme and language) sits above the card: whoever sets up a
 * new system chooses the language before the first step, as the header offers it on every other page.
 */
export function WizardFrame({ title, step, steps, children }: WizardFrameProps) {
  const { t } = useTranslation('wizard');
  const numbered = step !== undefined && steps !== undefined;
  return (
    <Center
      component="main"
      mih="100dvh"
      p={{ base: 'sm', xs: 'md' }}
      bg="var(--mantine-color-default-hover)"
      data-testid="setup-wizard"
    >
      <Stack gap="xs" w="100%" maw={500}>
        {/* Above the card, where the header's menu would be: the card's own header keeps its room. */}
        <Group justify="flex-end">
          <UserMenuLauncher userName={null} />
        </Group>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', xs: 'xl' }}>
          <Stack gap="lg">
            <Group justify="space-between" wrap="nowrap">
              <Brand size={24} />
              {numbered && (
                <Text size="sm" c="dimmed">
                  {t('stepOf', { step, steps })}
                </Text>
              )}
            </Group>
            {numbered && <Progress value={(step / steps) * 100} size="xs" aria-hidden />}
            <PageHeader title={title} size="card" mb={0} />
            <Box>{children}</Box>
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
