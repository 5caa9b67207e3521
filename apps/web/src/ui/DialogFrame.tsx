import { Box, FocusTrap, Overlay, Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface DialogFrameProps {
  title: ReactNode;
  width: number;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A fixed, non-closable dialog that stands for the page (the login modal): its title is the page's `h1`, and
 * keyboard focus stays inside it (Tab and Shift+Tab cycle through its fields; the field marked
 * `data-autofocus` is focused when it opens). Lighter than Mantine's Modal, which brings a scroll area and the
 * positioning library onto the login page.
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
        <FocusTrap active>
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
            // Focus rests on the dialog itself while it holds nothing focusable (a token login in progress).
            tabIndex={-1}
            style={{ outline: 'none' }}
          >
            <Title id={titleId} order={1} fz="lg" fw={600} mb="md">
              {title}
            </Title>
            {children}
          </Paper>
        </FocusTrap>
      </Box>
    </Box>
  );
}
