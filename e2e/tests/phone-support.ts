// Helpers of the phone journeys (phone-layout.spec.ts): what scrolls sideways, the header's row, the activities by player type.
import type { Page } from '@playwright/test';
import { expect, en } from '../fixtures.ts';
import { apiGet } from './course-support.ts';

/** The account of e2e/imports/phone-layout.json: long words, wide tables, a course to start. */
export const phoneLearner = { email: 'phone-layout@e2e.test', password: 'phone-layout' } as const;

/**
 * Null when the page fits its width (WCAG 1.4.10: no scrolling sideways), else how wide it
 * is and the outermost elements past either edge, so a failure names what to fix.
 */
export function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return null;
    const past = [...document.body.querySelectorAll('*')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.right > clientWidth + 0.5 || box.left < -0.5);
    });
    const outermost = past.filter((el) => !el.parentElement || !past.includes(el.parentElement)).slice(0, 5);
    const name = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.className}"> ${(el.textContent ?? '').trim().slice(0, 40)}`;
    return `${scrollWidth}px wide in ${clientWidth}px: ${outermost.map(name).join('; ')}`;
  });
}

export async function expectNoSidewaysScroll(page: Page, where: string) {
  expect(await sidewaysOverflow(page), `${where} at ${page.viewportSize()?.width}px`).toBeNull();
}

/** The header is one row (issue 16: it was 185px tall at 390px) and its breadcrumb never runs under the user menu. */
export async function expectOneRowHeader(page: Page, where: string) {
  const header = page.getByRole('banner');
  const box = (await header.boundingBox())!;
  expect(box.height, `${where}: header height`).toBeLessThan(72);
  const crumbs = header.getByRole('navigation', { name: en.breadcrumbs });
  if ((await crumbs.count()) === 0) return;
  const trail = (await crumbs.boundingBox())!;
  // The user menu's button, in any language: the header's last closed disclosure.
  const menu = (await header.getByRole('button', { expanded: false }).last().boundingBox())!;
  const apart = trail.x + trail.width <= menu.x + 0.5 || menu.x + menu.width <= trail.x + 0.5;
  expect(apart, `${where}: the breadcrumb runs under the user menu`).toBe(true);
}

interface TreeNode {
  id: string;
  childActivity: { name: string; type: string; children?: TreeNode[] };
}

/** One activity of each player type in the learner's last run of a course: its name and its address under the content page. */
export async function activitiesByType(page: Page, objectiveId: string): Promise<Map<string, { name: string; axis: string }>> {
  const details = await apiGet<{ objectiveWorkflowAggregate: { lastObjectiveWorkflow: { id: string } } }>(
    page,
    `/api/lms/v1/users/me/objectives/${objectiveId}`,
  );
  const run = details.objectiveWorkflowAggregate.lastObjectiveWorkflow.id;
  const tree = await apiGet<{ children: TreeNode[] }>(
    page,
    `/api/platform/v1/users/me/objective-workflows/${run}/activity-with-aggregates`,
  );
  const found = new Map<string, { name: string; axis: string }>();
  const walk = (nodes: TreeNode[], above: string[]) => {
    for (const node of nodes) {
      const axis = [...above, node.id];
      if (!found.has(node.childActivity.type)) found.set(node.childActivity.type, { name: node.childActivity.name, axis: axis.join('/') });
      walk(node.childActivity.children ?? [], axis);
    }
  };
  walk(tree.children, []);
  return found;
}
