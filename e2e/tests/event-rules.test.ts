/**
 * Journey: an administrator adds a rule in the Event Rules editor (a generic event shows a notification,
 * "Gate forced"); a generic event raised through `/api/createEvent` with the administrator's credentials then
 * arrives in the header: the bell counts it, its panel shows it and dismisses it. The Event Log lists the
 * record. A real media server, no mocks.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EventRulesPage } from '../pages/EventRulesPage.ts';
import { NotificationsPanel } from '../pages/NotificationsPanel.ts';
import { Shell } from '../pages/Shell.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { useSharedBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';

const TEXT = 'Gate forced';
/** The rule's comment: the list shows it (the notification's text only the editor). */
const COMMENT = 'Front gate alarm';

describe('an event rule made in the editor, and its notification in the header', () => {
  const ms = useMediaServer();
  const browser = useSharedBrowser();
  let token = '';

  beforeAll(async () => {
    token = await setupSystem(ms().api);
  }, SERVER_START_TIMEOUT_MS);

  it(
    'adds a rule: a generic event shows the notification “Gate forced”',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/settings'), ADMIN, ADMIN_PASSWORD);
      await new Shell(page).openSettingsTab('Event Rules');
      const rules = new EventRulesPage(page);
      await rules.waitLoaded();
      expect(await rules.rows(COMMENT).count()).toBe(0);
      await rules.add.click();
      await rules.editor.waitFor();
      await rules.choose('Event', 'Generic event');
      await rules.editor.getByLabel('Caption contains', { exact: true }).fill('gate');
      await rules.choose('Action', 'Show notification');
      await rules.editor.getByLabel('Text', { exact: true }).fill(TEXT);
      await rules.editor.getByLabel('Comment', { exact: true }).fill(COMMENT);
      await rules.save.click();
      await rules.editor.waitFor({ state: 'hidden' });
      const row = rules.rows(COMMENT);
      await row.waitFor();
      expect(await row.innerText()).toContain('Generic event');
      expect(await row.innerText()).toContain('Show notification');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a generic event raised through /api/createEvent arrives in the header and is dismissed',
    async () => {
      const { page } = browser();
      const notifications = new NotificationsPanel(page);
      // Default rules of a new system may have notified already (e.g. the server's own start): start from none.
      await notifications.open();
      const dismissAll = notifications.panel.getByRole('button', { name: 'Dismiss all', exact: true });
      if (await dismissAll.isVisible()) await dismissAll.click();
      await notifications.empty.waitFor();
      await page.keyboard.press('Escape');
      await notifications.waitCount(0);

      const res = await ms().api.call(
        'POST',
        '/api/createEvent',
        { source: 'door-7', caption: 'gate west', description: 'forced open' },
        token,
      );
      expect(res.status, await res.text()).toBe(200);

      await notifications.waitCount(1);
      await notifications.open();
      const item = notifications.items.filter({ hasText: TEXT });
      await item.waitFor();
      expect(await item.innerText()).toContain('Generic event');
      expect(await item.innerText()).toContain('gate west — forced open');
      await item.getByRole('button', { name: 'Dismiss notification: Generic event', exact: true }).click();
      await notifications.empty.waitFor();
      await notifications.waitCount(0);
      await page.keyboard.press('Escape');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the Event Log lists the record',
    async () => {
      const { page } = browser();
      await new Shell(page).openSettingsTab('Event Log');
      const row = page.getByTestId('event-log-row').filter({ hasText: 'door-7' });
      await row.first().waitFor();
      expect(await row.first().innerText()).toContain('Generic event');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
