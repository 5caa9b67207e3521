/**
 * Screenshots of licenses and event rules for `screenshots.ts`: the Licenses page before any license
 * (`licenses-empty`, shot on its own before the data exist), the data the other shots show (the trial license,
 * a rule that turns generic events into notifications, one such event and an event log record), the rule editor
 * drawer (`event-rule-editor`) and the header's notifications panel (`notifications`).
 */
import type { Page } from 'playwright-core';
import { EventRulesPage } from '../pages/EventRulesPage.ts';
import { LicensesPage } from '../pages/LicensesPage.ts';
import { NotificationsPanel } from '../pages/NotificationsPanel.ts';
import type { ApiClient } from '../support/api.ts';

/** Names that stand for these screenshots among the paths. */
export const EVENT_EXTRAS = ['licenses-empty', 'event-rule-editor', 'notifications'] as const;

/** Waits until no CSS transition or animation runs (a drawer or popover has opened). */
async function settled(page: Page): Promise<void> {
  // A string: e2e code is typed without the DOM library.
  await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running')");
}

/** Licenses before any license exists: `licenses-empty`. */
export async function shootEmptyLicenses(
  page: Page,
  baseUrl: string,
  shot: (name: string) => Promise<void>,
): Promise<void> {
  await page.goto(`${baseUrl}/settings/licenses`);
  await new LicensesPage(page).empty.waitFor();
  await shot('licenses-empty');
}

/** The trial license, a rule that notifies on generic events and one such event (once, as the owner). */
export async function addLicenseAndEvent(api: ApiClient, token: string): Promise<void> {
  await api.json('POST', '/rest/v1/licenses/trial', {}, token);
  await api.json(
    'POST',
    '/ec2/saveEventRule',
    {
      eventType: 'userDefinedEvent',
      actionType: 'showPopupAction',
      actionParams: { text: 'Gate forced' },
      comment: 'Front gate alarm',
    },
    token,
  );
  await api.json(
    'POST',
    '/api/createEvent',
    { source: 'door-7', caption: 'Gate west', description: 'Forced open' },
    token,
  );
}

/** The editor drawer of a new rule: `event-rule-editor`. */
export async function shootRuleEditor(
  page: Page,
  baseUrl: string,
  shot: (name: string) => Promise<void>,
): Promise<void> {
  await page.goto(`${baseUrl}/settings/event-rules`);
  const rules = new EventRulesPage(page);
  await rules.waitLoaded();
  await rules.add.click();
  await rules.editor.waitFor();
  await settled(page);
  await shot('event-rule-editor');
  await page.keyboard.press('Escape');
  await rules.editor.waitFor({ state: 'hidden' });
}

/** The header's notifications panel, open: `notifications`. */
export async function shootNotifications(
  page: Page,
  baseUrl: string,
  shot: (name: string) => Promise<void>,
): Promise<void> {
  await page.goto(`${baseUrl}/settings`);
  const notifications = new NotificationsPanel(page);
  await notifications.open();
  await settled(page);
  await shot('notifications');
  await page.keyboard.press('Escape');
}
