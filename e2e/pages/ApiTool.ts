import type { Locator, Page } from 'playwright-core';

/** The API tool: the endpoint list with its search, one endpoint's request form, and the response. */
export class ApiTool {
  readonly searchBox: Locator;
  readonly sendButton: Locator;
  readonly responseStatus: Locator;
  readonly responseRequest: Locator;
  readonly responseBody: Locator;

  constructor(readonly page: Page) {
    this.searchBox = page.getByRole('searchbox', { name: 'Search endpoints', exact: true });
    this.sendButton = page.getByRole('button', { name: 'Send', exact: true });
    this.responseStatus = page.getByTestId('api-response-status');
    this.responseRequest = page.getByTestId('api-response-request');
    this.responseBody = page.getByTestId('api-response-body');
  }

  async waitLoaded(): Promise<void> {
    await this.searchBox.waitFor();
  }

  /** The list's link to one endpoint, by its method and documented path. */
  endpointLink(method: string, path: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'Endpoints' })
      .getByRole('link')
      .filter({ hasText: method })
      .filter({ has: this.page.getByText(path, { exact: true }) });
  }

  /** The endpoint links shown, as `METHOD path`. */
  async shownEndpoints(): Promise<string[]> {
    const links = this.page.getByRole('navigation', { name: 'Endpoints' }).locator('a[data-endpoint]');
    return links.evaluateAll((all) => all.map((a) => a.getAttribute('data-endpoint') ?? ''));
  }

  /** A parameter's input of the open endpoint. */
  parameter(name: string): Locator {
    return this.page.locator(`input[data-parameter="${name}"]`);
  }
}
