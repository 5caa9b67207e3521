/**
 * Transfer of a system's ownership in the portal (cloud-api §6), in two browsers against a real cloud
 * process: A connects a system (the anonymous `POST /api/systems/connect` a server's console makes), offers it
 * to B on its page with the password; B reads the offer mail, follows its link and accepts; B's list then
 * shows it as its own system, and A's page names B as the owner.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { type CloudProcess, useCloud } from '../support/cloud.ts';
import { chooseSystemAction, logInToPortal, systemActionNames } from '../support/cloud-portal.ts';
import { JOURNEY_TIMEOUT_MS } from '../support/fixtures.ts';

const A = { email: 'ann.owner@example.com', firstName: 'Ann', lastName: 'Lee', password: 'Owner-pass-42' };
const B = { email: 'bob.next@example.com', firstName: 'Bob', lastName: 'Ray', password: 'Next-owner-42' };

async function post(cloud: CloudProcess, path: string, body: unknown) {
  const res = await fetch(cloud.at(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = await res.json();
  expect(res.status, JSON.stringify(reply)).toBe(200);
  return reply;
}

/** Registers and activates an account through the API and its activation mail. */
async function createAccount(cloud: CloudProcess, account: typeof A) {
  await post(cloud, '/api/account/register', {
    email: account.email,
    password: account.password,
    first_name: account.firstName,
    last_name: account.lastName,
  });
  const mail = await cloud.waitMail(account.email);
  const link = mail.links.find((l) => l.includes('/activate/'));
  expect(link, JSON.stringify(mail)).toBeTruthy();
  await post(cloud, '/api/account/activate', { code: decodeURIComponent(link!.split('/activate/')[1]!) });
}

describe('cloud ownership transfer', () => {
  const cloud = useCloud();
  const browserA = useBrowser();
  const browserB = useBrowser();

  it(
    'A offers a system to B, B accepts from the mail, B owns it and A sees B as owner',
    async () => {
      await createAccount(cloud(), A);
      await createAccount(cloud(), B);
      const system = await post(cloud(), '/api/systems/connect', {
        name: 'Harbour',
        email: A.email,
        password: A.password,
      });

      const a = browserA().page;
      // A's only system opens directly after the login.
      await logInToPortal(a, cloud(), A);
      await a.waitForURL(new RegExp(`/systems/${system.id}$`));
      await chooseSystemAction(a, 'Transfer ownership');
      const dialog = a.getByRole('dialog', { name: 'Transfer ownership' });
      await dialog.getByLabel(/^Email of the new owner/).fill(B.email);
      await dialog.getByLabel(/^Your password/).fill(A.password);
      await dialog.getByRole('button', { name: 'Transfer' }).click();
      await a.getByText(`Waiting for ${B.email} to accept the ownership of this System.`).waitFor();
      await browserA().screenshot('cloud-transfer-pending');

      const offer = await cloud().waitMail(B.email, 15_000, (m) =>
        m.links.some((l) => l.includes('transfer=1')),
      );
      const link = offer.links.find((l) => l.includes('transfer=1'))!;
      expect(link).toBe(cloud().at(`/systems/${system.id}?transfer=1`));

      const b = browserB().page;
      await logInToPortal(b, cloud(), B);
      await b.goto(link);
      const card = b.getByTestId('transfer-offer');
      await card.getByText(`${A.email} offers you the ownership of the System “Harbour”.`).waitFor();
      await browserB().screenshot('cloud-transfer-offer');
      await card.getByRole('button', { name: 'Accept' }).click();
      await b.getByText('You are now the owner of “Harbour”.').waitFor();
      await b.getByTestId('system-page').getByText('Your system').waitFor();

      // B's list holds Harbour alone now, so it opens it.
      await b.goto(cloud().at('/systems'));
      await b.waitForURL(new RegExp(`/systems/${system.id}$`));
      await b.getByTestId('system-page').getByText('Your system').waitFor();

      await a.reload();
      await a.getByTestId('system-page').getByText('Owner: Bob Ray').waitFor();
      expect(await systemActionNames(a)).toEqual(['Rename', 'Disconnect from my account']);
      // A stays on as an administrator, who may still open the system's users (the cloud's, the system being
      // offline: no media server behind it).
      await a.goto(cloud().at(`/systems/${system.id}/settings/users`));
      await a
        .getByTestId('system-user')
        .filter({ hasText: B.email })
        .getByText('Owner', { exact: true })
        .waitFor();
      await a
        .getByTestId('system-user')
        .filter({ hasText: A.email })
        .getByText('Administrator', { exact: true })
        .waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
