import type { Download, Locator, Page } from 'playwright-core';

/** Monitoring: the Graphs page (load graph, legend, server, full screen) and the Logs page (viewer, levels). */
export class MonitoringPage {
  readonly heading: Locator;
  readonly graph: Locator;
  readonly graphCanvas: Locator;
  readonly fullscreen: Locator;
  readonly offline: Locator;
  readonly logViewer: Locator;
  readonly logLines: Locator;
  readonly logCount: Locator;
  readonly logEmpty: Locator;
  readonly downloadButton: Locator;
  readonly refreshButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Monitoring', exact: true });
    this.graph = page.getByTestId('statistics-graph');
    this.graphCanvas = this.graph.locator('canvas');
    this.fullscreen = page.getByTestId('statistics-fullscreen');
    this.offline = page.getByTestId('statistics-offline');
    this.logViewer = page.getByTestId('log-viewer');
    this.logLines = page.getByTestId('log-line');
    this.logCount = page.getByTestId('log-count');
    this.logEmpty = page.getByTestId('log-empty');
    this.downloadButton = page.getByRole('button', { name: 'Download', exact: true });
    this.refreshButton = page.getByRole('button', { name: 'Refresh', exact: true });
  }

  /** The legend's current value of a kind, e.g. `StatisticsCPU` ("12.5 %"). */
  legendValue(deviceType: string): Locator {
    return this.page.getByTestId(`legend-value-${deviceType}`);
  }

  /** Opens the Logs tab. */
  async openLogs(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Logs', exact: true }).click();
    await this.page.getByRole('combobox', { name: 'Log', exact: true }).waitFor();
  }

  /** Picks an option of one of the Logs page's selects by its label ("Log", "Show at least", ...). */
  async choose(select: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: select, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** A line of the viewer holding `text`. */
  line(text: string): Locator {
    return this.logLines.filter({ hasText: text });
  }

  /** Clicks Download and resolves the browser's download. */
  async download(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.downloadButton.click();
    return download;
  }
}
