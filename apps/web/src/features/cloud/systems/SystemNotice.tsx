import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SystemNoticeProps {
  icon: ReactNode;
  title: string;
  testId: string;
  children?: ReactNode;
}

/** What the system page says in place of a system's page (offline, no access, no such page yet). */
export function SystemNotice({ icon, title, testId, children }: SystemNoticeProps) {
  return (
    <Alert variant="light" color="gray" icon={icon} title={title} data-testid={testId}>
      {children}
    </Alert>
  );
}
