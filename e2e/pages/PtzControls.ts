import type { Locator, Page } from 'playwright-core';

/** The PTZ control over the open camera's picture on the View page: the pad, zoom, home and the presets. */
export class PtzControls {
  readonly root: Locator;
  readonly presetsButton: Locator;
  readonly presetsPanel: Locator;
  readonly presets: Locator;
  readonly emptyPresets: Locator;
  readonly presetName: Locator;
  readonly savePreset: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('ptz-controls');
    this.presetsButton = this.root.getByRole('button', { name: 'Presets' });
    this.presetsPanel = page.getByTestId('ptz-presets-panel');
    this.presets = this.presetsPanel.getByTestId('ptz-preset');
    this.emptyPresets = this.presetsPanel.getByTestId('ptz-presets-empty');
    this.presetName = this.presetsPanel.getByLabel('New preset');
    this.savePreset = this.presetsPanel.getByRole('button', { name: 'Save current position' });
  }

  button(
    name: 'Pan left' | 'Pan right' | 'Tilt up' | 'Tilt down' | 'Zoom in' | 'Zoom out' | 'Home position',
  ) {
    return this.root.getByRole('button', { name, exact: true });
  }

  /** Presses a pad button and holds it until `until` resolves, then lets go. */
  async hold(name: Parameters<PtzControls['button']>[0], until: () => Promise<unknown>): Promise<void> {
    const box = await this.button(name).boundingBox();
    if (!box) throw new Error(`the PTZ button ${name} is not on screen`);
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await this.page.mouse.down();
    try {
      await until();
    } finally {
      await this.page.mouse.up();
    }
  }

  async openPresets(): Promise<void> {
    if (!(await this.presetsPanel.isVisible())) await this.presetsButton.click();
    await this.presetsPanel.waitFor();
  }

  goTo(name: string): Locator {
    return this.presetsPanel.getByRole('button', { name: `Go to preset ${name}` });
  }

  remove(name: string): Locator {
    return this.presetsPanel.getByRole('button', { name: `Remove preset ${name}` });
  }
}
