import { Button, type ButtonProps, Group, Loader } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ProcessState } from './useProcess.ts';

interface ProcessButtonProps extends ButtonProps {
  state: ProcessState;
  onClick(): void;
  children: ReactNode;
  type?: 'button' | 'submit';
}

/** A button that shows dots while its action runs (the button is hidden) and a check mark when done. */
export function ProcessButton({ state, children, onClick, type = 'button', ...rest }: ProcessButtonProps) {
  if (state === 'processing')
    return (
      <Group miw={rest.miw} justify="center" h={36} data-testid="process-processing" aria-busy="true">
        <Loader type="dots" size="sm" />
      </Group>
    );
  return (
    <Button
      type={type}
      onClick={onClick}
      leftSection={state === 'done' ? <IconCheck size={16} data-testid="process-done" /> : undefined}
      {...rest}
    >
      {children}
    </Button>
  );
}
