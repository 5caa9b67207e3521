import { Button, Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
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

/** The common layout of the error pages: the status code, the page header, what to do next. */
export function ErrorLayout({ code, title, message, pageTitle, action }: ErrorLayoutProps) {
  const { t } = useTranslation('errors');
  usePageTitle(pageTitle ?? title);
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={560}>
        {code && (
          <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
            {code}
          </Text>
        )}
        <PageHeader
          title={title}
          description={typeof message === 'string' ? message : undefined}
          centered
          mb={0}
        />
        {typeof message === 'string' ? null : message}
        {action !== undefined ? (
          action
        ) : (
          <Button component={Link} to="/">
            {t('home')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
