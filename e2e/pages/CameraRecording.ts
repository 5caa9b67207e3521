import type { Locator, Page } from 'playwright-core';
import { ApplyBar } from './ApplyBar.ts';

/** Recording type names as the schedule editor's brush shows them. */
export type BrushLabel = 'Always' | 'Motion only' | 'Motion + low-res' | 'Do not record';
export type WeekDay = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/**
 * Camera detail → Recording and Motion tabs: the schedule editor (recording switch, brush, 7×24 week grid,
 * archive periods) and the motion editor (detection type, sensitivity, 44×32 mask grid, record before/after).
 */
export class CameraRecording {
  readonly recordingTab: Locator;
  readonly motionTab: Locator;
  readonly recordingSwitch: Locator;
  readonly weekGrid: Locator;
  readonly motionGrid: Locator;
  readonly motionType: Locator;
  readonly resetMask: Locator;
  /** What a caller who may not change the schedule reads in place of the brush. */
  readonly readOnlyNotice: Locator;
  readonly applyBar: ApplyBar;

  constructor(readonly page: Page) {
    this.recordingTab = page.getByRole('tab', { name: 'Recording', exact: true });
    this.motionTab = page.getByRole('tab', { name: 'Motion', exact: true });
    this.recordingSwitch = page.getByRole('switch', { name: 'Recording enabled' });
    this.weekGrid = page.getByRole('grid', { name: 'Weekly recording schedule' });
    this.motionGrid = page.getByRole('grid', { name: 'Motion mask' });
    this.motionType = page.getByRole('textbox', { name: 'Motion detection', exact: true });
    this.resetMask = page.getByRole('button', { name: 'Reset to default', exact: true });
    this.readOnlyNotice = page.getByTestId('schedule-read-only');
    this.applyBar = new ApplyBar(page);
  }

  async openRecording(): Promise<void> {
    await this.recordingTab.click();
    await this.weekGrid.waitFor();
  }

  async openMotion(): Promise<void> {
    await this.motionTab.click();
    await this.motionGrid.waitFor();
  }

  brush(label: BrushLabel): Locator {
    return this.page.getByRole('radio', { name: label, exact: true });
  }

  /** The cell of a day's hour (`hour` 0..23). */
  hourCell(day: WeekDay, hour: number): Locator {
    const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
    return this.weekGrid.getByRole('gridcell', { name: new RegExp(`^${day} ${hh(hour)}–${hh(hour + 1)}: `) });
  }

  /** What an hour records, as its `data-type` says (`always`, `motion`, …, `empty`). */
  async hourType(day: WeekDay, hour: number): Promise<string | null> {
    return this.hourCell(day, hour).getAttribute('data-type');
  }

  /** The copy-schedule dialog, opened from the Recording tab. */
  get copyDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Copy schedule to other cameras' });
  }

  /**
   * Copies the schedule shown to the cameras found by a search and chosen by name; resolves the dialog's
   * result text once the copy has ended.
   */
  async copyScheduleTo(search: string, names: readonly string[]): Promise<string> {
    await this.page.getByRole('button', { name: 'Copy schedule to other cameras', exact: true }).click();
    const dialog = this.copyDialog;
    await dialog.getByRole('searchbox').fill(search);
    for (const name of names) await dialog.getByRole('checkbox', { name, exact: true }).check();
    await dialog.getByRole('button', { name: /^Copy to \d+ cameras?$/ }).click();
    const results = dialog.getByTestId('copy-results');
    await results.waitFor();
    const text = (await results.textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    return text;
  }

  /** The motion cell at column `x`, row `y` (1-based, as the labels count). */
  motionCell(x: number, y: number): Locator {
    return this.motionGrid.getByRole('gridcell', { name: new RegExp(`^Column ${x}, row ${y}: `) });
  }

  async motionLevel(x: number, y: number): Promise<number> {
    return Number(await this.motionCell(x, y).getAttribute('data-level'));
  }

  sensitivity(level: number): Locator {
    return this.page.getByRole('radio', { name: `Sensitivity ${level}`, exact: true });
  }

  /** Picks a sensitivity by its chip (the radio itself is visually hidden). */
  async chooseSensitivity(level: number): Promise<void> {
    const id = await this.sensitivity(level).getAttribute('id');
    await this.page.locator(`label[for="${id}"]`).click();
    if (!(await this.sensitivity(level).isChecked())) throw new Error(`sensitivity ${level} was not chosen`);
  }

  /** Drags the mouse from the middle of one cell to the middle of another. */
  async drag(from: Locator, to: Locator): Promise<void> {
    const [a, b] = [await from.boundingBox(), await to.boundingBox()];
    if (!a || !b) throw new Error('a cell is not on screen');
    await this.page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
    await this.page.mouse.up();
  }
}
