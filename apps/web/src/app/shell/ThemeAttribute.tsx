import { useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';

/**
 * Mirrors the resolved colour scheme on `<html data-theme="light|dark">` (spec 000 §4 Theme); with "auto" it
 * follows the operating system.
 */
export function ThemeAttribute() {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useEffect(() => {
    document.documentElement.dataset.theme = scheme;
  }, [scheme]);
  return null;
}
