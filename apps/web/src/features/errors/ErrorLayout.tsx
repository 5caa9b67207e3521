import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle.ts';

export interface ErrorLayoutProps {
  code?: string;
  title: string;
  message: ReactNode;
  /** The page title; defaults to `title`. */
  pageTitle?: string;
  /** Replaces the link home; `null` shows no action. */
  action?: ReactNode;
}

/** The common layout of the error pages. */
export function ErrorLayout({ code, title, message, pageTitle, action }: ErrorLayoutProps) {
  const { t } = useTranslation('errors');
  usePageTitle(pageTitle ?? title);
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={560} ta="center">
        {code && (
          <Text fz={64} fw={800} c="dimmed" lh={1}>
            {code}
          </Text>
        )}
        <Title order={1} size="h2">
          {title}
        </Title>
        {typeof message === 'string' ? <Text c="dimmed">{message}</Text> : message}
        {action !== undefined ? (
          action
        ) : (
          <Button component={Link} to="/" variant="light">
            {t('home')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
