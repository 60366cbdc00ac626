/**
 * Runs axe-core against an element (shadow DOM included) and fails with a readable list of
 * violations. Used by browser tests; the end-to-end suite injects the same axe-core build.
 */
import { a11ySnapshot } from '@web/test-runner-commands';
import axe from 'axe-core';

export async function expectNoAxeViolations(context: Element | Document = document): Promise<void> {
  const result = await axe.run(context, {
    resultTypes: ['violations'],
    // the test page itself has no landmark/title obligations; the elements do
    rules: { region: { enabled: false }, 'page-has-heading-one': { enabled: false } },
  });
  if (result.violations.length > 0) {
    const details = result.violations
      .map(
        (violation) =>
          `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
          violation.nodes
            .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
            .join('\n'),
      )
      .join('\n');
    throw new Error(`axe found ${result.violations.length} violation(s):\n${details}`);
  }
}

interface AccessibilityNode {
  readonly role?: string;
  readonly children?: readonly AccessibilityNode[];
}

/** How many nodes of `role` Chromium's accessibility tree of the whole page holds (a landmark's). */
export async function countAccessibleRole(role: string): Promise<number> {
  const count = (node: AccessibilityNode | undefined): number =>
    node === undefined
      ? 0
      : (node.role === role ? 1 : 0) +
        (node.children ?? []).reduce((sum, child) => sum + count(child), 0);
  return count((await a11ySnapshot({})) as unknown as AccessibilityNode);
}
