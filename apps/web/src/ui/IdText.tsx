import { Text, type TextProps } from '@mantine/core';

export interface IdTextProps extends TextProps {
  children: string;
  'data-testid'?: string;
}

/**
 * An identifier (a server id, a user id, a runtime id): the one thing the console sets in a monospace font,
 * so that its characters can be told apart and compared. Long ids wrap anywhere.
 */
export function IdText({ children, ...props }: IdTextProps) {
  return (
    <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} {...props}>
      {children}
    </Text>
  );
}
