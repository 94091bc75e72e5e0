// Runs axe-core (WCAG 2.2 A and AA plus best practices) in a page and lists its violations.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * The violations on the page (or in the elements `include` selects) as readable lines: rule,
 * impact, help and the first few elements.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Evaluated through the DevTools protocol rather than added as a <script>: the site's
  // Content-Security-Policy (rightly) refuses inline scripts, and it stays on during the checks.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
    },
    { tags: AXE_TAGS, include },
  );
  return violations.map((v: AxeViolation) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} element(s): ${v.nodes.slice(0, 3).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`).join(' | ')}`);
}
