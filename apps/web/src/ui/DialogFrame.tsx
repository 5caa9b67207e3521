import { Box, Overlay, Paper, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface DialogFrameProps {
  title: ReactNode;
  width: number;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A fixed, non-closable dialog over the page (the login modal). Lighter than Mantine's Modal, which brings
 * a scroll area and the positioning library onto the login page.
 */
export function DialogFrame({ title, width, children, ...rest }: DialogFrameProps) {
  const titleId = useId();
  return (
    <Box pos="fixed" inset={0} style={{ zIndex: 200 }}>
      <Overlay fixed backgroundOpacity={0.45} blur={2} zIndex={200} />
      <Box
        pos="fixed"
        inset={0}
        p="md"
        style={{
          zIndex: 201,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflowY: 'auto',
        }}
      >
        <Paper
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          shadow="xl"
          radius="md"
          p="lg"
          w="100%"
          maw={width}
          data-testid={rest['data-testid']}
        >
          <Text id={titleId} fw={600} size="lg" mb="md">
            {title}
          </Text>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
