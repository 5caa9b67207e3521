import type { Locator, Page } from 'playwright-core';
import { fieldLabel } from './labels.ts';

/** Step titles of the setup wizard (spec 000 §2 "Setup wizard steps"). */
export const WIZARD_STEPS = {
  start: 'Get Started',
  name: 'Enter System Name',
  password: 'Set up an administrator password',
  advanced: 'Advanced System settings',
  ready: 'System is ready',
  connect: 'Connect the server to the existing System',
} as const;

/** The setup wizard of a new system (local setup). */
export class SetupWizard {
  readonly getStarted: Locator;
  readonly next: Locator;
  readonly setUp: Locator;
  readonly logIn: Locator;
  readonly systemName: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  /** 'Secure connections only' on the last step: the login continues on the HTTPS page. */
  readonly httpsNotice: Locator;
  /** Get Started's way to "Connect the server to the existing System". */
  readonly connectExisting: Locator;
  /** The connect step's fields and its submit button. */
  readonly serverAddress: Locator;
  readonly ownerLogin: Locator;
  readonly connect: Locator;

  constructor(readonly page: Page) {
    this.getStarted = page.getByRole('button', { name: 'Get Started', exact: true });
    this.next = page.getByRole('button', { name: 'Next', exact: true });
    this.setUp = page.getByRole('button', { name: 'Set up System', exact: true });
    this.logIn = page.getByRole('button', { name: 'Log In', exact: true });
    this.systemName = page.getByLabel(fieldLabel('System name'));
    this.password = page.getByLabel(fieldLabel('Password'));
    this.confirmPassword = page.getByLabel(fieldLabel('Confirm password'));
    this.httpsNotice = page.getByRole('alert').filter({ hasText: 'Secure connections only' });
    this.connectExisting = page.getByRole('button', { name: 'Connect to existing System', exact: true });
    this.serverAddress = page.getByLabel(fieldLabel('Server address'));
    this.ownerLogin = page.getByLabel(fieldLabel('Login'));
    this.connect = page.getByRole('button', { name: 'Connect', exact: true });
  }

  /** A settings preset on the Advanced step: 'Compatibility', 'Recommended' or 'Security'. */
  preset(label: string): Locator {
    return this.page.getByRole('radio', { name: new RegExp(`^${label}\\b`) });
  }

  /** The step's title (a heading). */
  step(title: string): Locator {
    return this.page.getByRole('heading', { name: title, exact: true });
  }

  async waitStep(title: string): Promise<void> {
    await this.step(title).waitFor({ state: 'visible' });
  }

  /** Runs the local setup from the first step to 'System is ready', with the preset the wizard proposes. */
  async setUpLocally(systemName: string, password: string): Promise<void> {
    await this.enterDetails(systemName, password);
    await this.applySetup();
  }

  /** From the first step to the Advanced step: the system name and the administrator password. */
  async enterDetails(systemName: string, password: string): Promise<void> {
    await this.waitStep(WIZARD_STEPS.start);
    await this.getStarted.click();
    await this.waitStep(WIZARD_STEPS.name);
    await this.systemName.fill(systemName);
    await this.next.click();
    await this.waitStep(WIZARD_STEPS.password);
    await this.password.fill(password);
    await this.confirmPassword.fill(password);
    await this.next.click();
    await this.waitStep(WIZARD_STEPS.advanced);
  }

  /** 'Set up System' on the Advanced step, then waits for 'System is ready'. */
  async applySetup(): Promise<void> {
    await this.setUp.click();
    await this.waitStep(WIZARD_STEPS.ready);
  }

  /** 'Log In' on the last step logs in as admin with the new password and opens the console. */
  async finish(): Promise<void> {
    await this.logIn.click();
  }
}
