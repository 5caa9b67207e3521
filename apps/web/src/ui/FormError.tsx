import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form's failure that belongs to no one field (the server refused, the cloud is unavailable), announced to
 * screen readers; nothing while there is none. Forms keep it as the `form` error of their `useForm`.
 */
export function FormError({ children, ...rest }: { children: ReactNode; 'data-testid'?: string }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert" p="xs" data-testid={rest['data-testid']}>
      {children}
    </Alert>
  );
}
