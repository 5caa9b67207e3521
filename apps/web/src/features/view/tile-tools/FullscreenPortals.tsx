import { type MantineThemeOverride, MantineThemeProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useFullscreenElement } from './fullscreen.ts';

/**
 * Menus, popovers and tooltips in a portal (a tile's menu, the speed menu, PTZ presets) are drawn at the end
 * of the page's body, which a fullscreen tile or wall hides. While an element fills the screen, every portal
 * within `children` is drawn into that element instead (Mantine's Portal `target`, as a default).
 */
export function FullscreenPortals({ children }: { children: ReactNode }) {
  const element = useFullscreenElement();
  const theme = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        Portal: { defaultProps: element instanceof HTMLElement ? { target: element } : {} },
      },
    }),
    [element],
  );
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
