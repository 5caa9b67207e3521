/**
 * axe-core in the page under test: WCAG 2.0/2.1 A and AA plus axe's best practices. The script is evaluated
 * once per document through the browser's debugging protocol (a script tag would be refused by the console's
 * Content-Security-Policy, as it should be); `scan` returns the violations in a form that reads well in a
 * failure message.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

export interface AxeViolation {
  /** Where it was found: the page, theme and width. */
  where: string;
  id: string;
  impact: string | null;
  help: string;
  /** One entry per offending element: its selector and axe's summary of what fails. */
  nodes: { target: string; summary: string }[];
}

/** Runs axe on the whole document (injecting it first when needed) and returns its violations. */
export async function scan(page: Page, where: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(axeSource);
  // A string: e2e code is typed without the DOM library.
  const violations = (await page.evaluate(`
    window.axe
      .run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} }, resultTypes: ['violations'] })
      .then((result) => result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
      })))
  `)) as Omit<AxeViolation, 'where'>[];
  return violations.map((v) => ({ where, ...v }));
}

/** The violations as text: rule, impact, where, and each element with its summary. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) =>
      [
        `${v.id} (${v.impact ?? 'no impact'}) on ${v.where}: ${v.help}`,
        ...v.nodes.map((n) => `  - ${n.target}\n    ${n.summary.replaceAll('\n', '\n    ')}`),
      ].join('\n'),
    )
    .join('\n');
}
