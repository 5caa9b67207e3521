/**
 * The cloud portal's first journey, in Chromium against a real cloud process (PGlite, development mailbox):
 * create an account, read the activation mail in the mailbox, follow its link, log in, and land on the
 * (empty) systems list that says how to connect a system.
 */
import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { useCloud } from '../support/cloud.ts';
import { logInToPortal, registerAndActivate } from '../support/cloud-portal.ts';
import { JOURNEY_TIMEOUT_MS } from '../support/fixtures.ts';

const ACCOUNT = {
  email: 'ann.lee@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  password: 'Portal-pass-42',
};

describe('cloud account', () => {
  const cloud = useCloud();
  const browser = useBrowser();

  it(
    'registers, activates from the e-mailed link and logs in',
    async () => {
      const { page } = browser();
      await registerAndActivate(page, cloud(), ACCOUNT);
      await logInToPortal(page, cloud(), ACCOUNT);
      await browser().screenshot('cloud-systems-empty');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
