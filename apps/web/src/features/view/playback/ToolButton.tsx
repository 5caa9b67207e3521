import { Box, Button, type ButtonProps } from '@mantine/core';
import type { ComponentType } from 'react';

export interface ToolButtonProps extends Omit<ButtonProps, 'leftSection' | 'children'> {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  label: string;
  onClick(): void;
  'aria-pressed'?: boolean;
  'data-testid'?: string;
}

/** A control of the playback row: icon and word on wide screens, the icon alone on phones (same name). */
export function ToolButton({ icon: Icon, label, variant = 'default', ...rest }: ToolButtonProps) {
  return (
    <Button
      size="sm"
      variant={variant}
      aria-label={label}
      title={label}
      px={{ base: 10, sm: 'md' }}
      {...rest}
    >
      <Icon size={16} aria-hidden />
      <Box component="span" visibleFrom="sm" ml={8}>
        {label}
      </Box>
    </Button>
  );
}
