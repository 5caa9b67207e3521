import type { Locator, Page } from 'playwright-core';
import { fieldLabel } from './labels.ts';

/** The login modal (spec 000 §2 "Login modal", spec 001 §8 "Login"). */
export class LoginModal {
  /** The dialog (its title is the page's h1). */
  readonly dialog: Locator;
  readonly root: Locator;
  readonly login: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  /** "Log In with {cloud name}", offered while the system is bound to a cloud. */
  readonly cloudButton: Locator;
  /** Why a "Log in with cloud" did not end in a session. */
  readonly cloudError: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Log in', exact: true });
    this.root = page.getByRole('form', { name: /log in/i });
    this.login = this.root.getByLabel(fieldLabel('Login'));
    this.password = this.root.getByLabel(fieldLabel('Password'));
    this.submit = this.root.getByRole('button', { name: 'Log In', exact: true });
    this.error = this.root.getByRole('alert');
    this.cloudButton = this.dialog.getByRole('link', { name: /^Log In with / });
    this.cloudError = this.dialog.getByTestId('cloud-login-error');
  }

  async waitOpen(): Promise<void> {
    await this.login.waitFor({ state: 'visible' });
  }

  async waitClosed(): Promise<void> {
    await this.root.waitFor({ state: 'detached' });
  }

  async logIn(login: string, password: string): Promise<void> {
    await this.waitOpen();
    await this.login.fill(login);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Waits for the error alert to show `text` and returns its full text. */
  async waitError(text: string): Promise<string> {
    await this.error.filter({ hasText: text }).waitFor({ state: 'visible' });
    return (await this.error.textContent())?.trim() ?? '';
  }

  /** Whether keyboard focus is inside the dialog. */
  async holdsFocus(): Promise<boolean> {
    return this.dialog.evaluate((dialog) => dialog.contains(dialog.ownerDocument.activeElement));
  }

  /** The login field gets focus when the dialog opens. */
  async waitLoginFocused(): Promise<void> {
    await this.page.waitForFunction(
      (element) => element === element?.ownerDocument.activeElement,
      await this.login.elementHandle(),
    );
  }

  async passwordIsFocused(): Promise<boolean> {
    return this.password.evaluate((element) => element === element.ownerDocument.activeElement);
  }
}
