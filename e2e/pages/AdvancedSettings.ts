import type { Locator, Page } from 'playwright-core';
import { ApplyBar } from './ApplyBar.ts';

/** Settings → Advanced: every setting by area, the search, and JSON settings in a code editor. */
export class AdvancedSettings {
  readonly searchBox: Locator;
  /** "122 settings", or "1 of 122 settings matches" while searching. */
  readonly count: Locator;
  readonly applyBar: ApplyBar;

  constructor(readonly page: Page) {
    this.searchBox = page.getByRole('searchbox', { name: 'Search settings', exact: true });
    this.count = page.getByTestId('advanced-count');
    this.applyBar = new ApplyBar(page);
  }

  async waitLoaded(): Promise<void> {
    await this.searchBox.waitFor();
    await this.applyBar.noChanges.waitFor();
  }

  /** The section of an area, by its heading ("E-mail", "Video & cameras"). */
  area(heading: string): Locator {
    return this.page.getByRole('region', { name: heading, exact: true });
  }

  /** The headings of the areas shown. */
  areaHeadings(): Promise<string[]> {
    return this.page.getByRole('heading', { level: 2 }).allTextContents();
  }

  /** One setting's block (field, name, badges), by its catalogue name. */
  setting(name: string): Locator {
    return this.page.locator(`[data-setting="${name}"]`);
  }

  noMatch(query: string): Locator {
    return this.page.getByText(`No settings match “${query}”.`, { exact: true });
  }

  /** Focuses the search with the `/` shortcut and types into it. */
  async search(text: string): Promise<void> {
    await this.page.locator('body').press('/');
    await this.page.keyboard.insertText(text);
  }

  /** The text area of a JSON setting's editor (CodeMirror), once its code has loaded. */
  jsonEditor(name: string): Locator {
    return this.setting(name).getByRole('textbox');
  }

  /** Replaces a JSON setting's text as a user does: select all, then type (paste-like, no auto-close). */
  async replaceJson(name: string, text: string): Promise<void> {
    const editor = this.jsonEditor(name);
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.insertText(text);
  }

  /** The text a JSON setting's editor shows. */
  jsonText(name: string): Promise<string> {
    return this.jsonEditor(name).evaluate((el) =>
      [...el.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n'),
    );
  }
}
