import type { Locator, Page } from 'playwright-core';
import { fieldLabel } from './labels.ts';

/** System Administration → Merge Systems (the owner's only). */
export class MergeSystems {
  readonly address: Locator;
  readonly login: Locator;
  readonly password: Locator;
  readonly checkButton: Locator;
  /** The dry run passed: what the merge will do, and the Merge button. */
  readonly result: Locator;
  /** A refusal that belongs to no field, in the server's words. */
  readonly problem: Locator;

  constructor(readonly page: Page) {
    this.address = page.getByLabel(fieldLabel('Server address'));
    this.login = page.getByLabel(fieldLabel('Login'));
    this.password = page.getByLabel(fieldLabel('Password'));
    this.checkButton = page.getByRole('button', { name: 'Check', exact: true });
    this.result = page.getByTestId('merge-check-result');
    this.problem = page.getByTestId('merge-problem');
  }

  async waitLoaded(): Promise<void> {
    await this.address.waitFor({ state: 'visible' });
  }

  /** Fills the other system's address and owner, then runs the check (Enter in the password field). */
  async check(address: string, login: string, password: string): Promise<void> {
    await this.address.fill(address);
    await this.login.fill(login);
    await this.password.fill(password);
    await this.password.press('Enter');
  }

  /** A message under a field ('Wrong password', 'Enter server address'). */
  fieldError(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
