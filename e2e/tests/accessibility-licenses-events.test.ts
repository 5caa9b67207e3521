/**
 * Accessibility of the Licenses page (empty, then with the trial's summary and key, and its details), Event
 * Rules (the list and the editor drawer), the Event Log with a record, and the header's notifications panel
 * with a notification. Each in the light and the dark scheme at 1440 and 390 px. One server and one browser
 * for the file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EventRulesPage } from '../pages/EventRulesPage.ts';
import { LicensesPage } from '../pages/LicensesPage.ts';
import { NotificationsPanel } from '../pages/NotificationsPanel.ts';
import { Shell } from '../pages/Shell.ts';
import { expectDialogPasses, expectNoViolations, VIEW_HEIGHT, VIEWS } from '../support/a11y.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { useSharedBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

describe('accessibility of Licenses, Event Rules, the Event Log and the notifications', () => {
  const ms = useMediaServer();
  const browser = useSharedBrowser({ width: VIEWS[0]!.width, height: VIEW_HEIGHT });
  let token = '';

  beforeAll(async () => {
    token = await setupSystem(ms().api);
  }, SERVER_START_TIMEOUT_MS);

  it(
    'Licenses: empty, with the trial, and its details',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings'), ADMIN, ADMIN_PASSWORD);
      await new Shell(page).openSettingsTab('Licenses');
      const licenses = new LicensesPage(page);
      await licenses.waitLoaded();
      await licenses.empty.waitFor();
      await expectNoViolations(page, 'Licenses, empty');

      await licenses.trial.click();
      await licenses.summary('trial').waitFor();
      // The pointer rests away from the table: a row it hovers is scanned in its hover colour otherwise.
      await page.mouse.move(0, 0);
      await expectNoViolations(page, 'Licenses with the trial');
      const key = await page.locator('[data-testid^="license-row-"]').first().getAttribute('data-testid');
      await licenses.openDetails(key!.replace('license-row-', ''));
      await expectDialogPasses(page, licenses.details, 'license details drawer');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'Event Rules: the list and the editor drawer',
    async () => {
      const { page } = browser();
      await new Shell(page).openSettingsTab('Event Rules');
      const rules = new EventRulesPage(page);
      await rules.waitLoaded();
      await expectNoViolations(page, 'Event Rules');
      await rules.add.click();
      await expectDialogPasses(page, rules.editor, 'event rule editor (generic event, notification)');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the notifications panel with a notification, and the Event Log with its record',
    async () => {
      const { page } = browser();
      const notifications = new NotificationsPanel(page);
      const res = await ms().api.call(
        'POST',
        '/api/createEvent',
        { source: 'door-7', caption: 'gate west', description: 'forced open' },
        token,
      );
      expect(res.status, await res.text()).toBe(200);
      await notifications.open();
      await notifications.items.first().waitFor();
      await expectDialogPasses(page, notifications.panel, 'notifications panel');

      await new Shell(page).openSettingsTab('Event Log');
      await page.getByTestId('event-log-row').first().waitFor();
      await expectNoViolations(page, 'Event Log');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
