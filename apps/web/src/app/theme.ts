import { createTheme } from '@mantine/core';

/** Spec §9 breakpoints (px → em at 16 px). */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '80em', xl: '90em' },
});
