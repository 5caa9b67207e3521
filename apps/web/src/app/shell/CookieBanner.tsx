import { Paper } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { COOKIE_BANNER_KEY, CookieNotice } from '../../ui/CookieNotice.tsx';

/**
 * A bar under the page (it takes its own space, so it never hides the footer) holding the cookie notice;
 * dismissing is remembered. The login dialog carries the same notice, since its backdrop covers this bar.
 */
export function CookieBanner() {
  const [accepted] = useLocalStorage<boolean>({
    key: COOKIE_BANNER_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  if (accepted) return null;
  return (
    <Paper
      shadow="md"
      p="sm"
      withBorder
      radius={0}
      style={{ flex: '0 0 auto', borderLeft: 0, borderRight: 0, borderBottom: 0 }}
    >
      <CookieNotice landmark />
    </Paper>
  );
}
