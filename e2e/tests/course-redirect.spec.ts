import { test, expect, signInTo } from '../fixtures.ts';
import { apiGet, objectiveIdByCode } from './course-support.ts';

// doc 2 §2 Redirector: /courses/redirect/{objectiveId}?activityId&activityPathId&inProctoringIframe.

/** A part as the tree answer carries it (decision 0037): its path id is its id, its axis its ancestors' ids and its own. */
interface TreeNode {
  id: string;
  childActivity: { id: string; children?: TreeNode[] };
}

test.beforeEach(async ({ page }) => {
  await signInTo(page, '/learn/courses');
});

test('an activity of a started run opens the content at its axis, by activityPathId or activityId', async ({ page }) => {
  const id = await objectiveIdByCode(page, 'PRV-101');
  const details = await apiGet<{ objectiveWorkflowAggregate: { lastObjectiveWorkflow: { id: string } } }>(
    page,
    `/api/lms/v1/users/me/objectives/${id}`,
  );
  const tree = await apiGet<{ children: TreeNode[] }>(
    page,
    `/api/platform/v1/users/me/objective-workflows/${details.objectiveWorkflowAggregate.lastObjectiveWorkflow.id}/activity-with-aggregates`,
  );
  const first = tree.children[0]!;
  const leaf = first.childActivity.children?.[0] ?? first;
  const axis = leaf === first ? first.id : `${first.id}/${leaf.id}`;
  // Inside the proctoring tool's frame the activity opens on the proctor route, the flag carried on (decision 0021).
  await page.goto(`/learn/courses/redirect/${id}?activityPathId=${leaf.id}&inProctoringIframe=true`);
  await expect(page).toHaveURL(`/learn/courses/proctor/${id}/${leaf.id}?inProctoringIframe=true`);
  await page.goto(`/learn/courses/redirect/${id}?activityPathId=${leaf.id}`);
  await expect(page).toHaveURL(`/learn/courses/${id}/view/content/${axis}`);
  await page.goto(`/learn/courses/redirect/${id}?objectiveId=${id}&activityId=${leaf.childActivity.id}`);
  await expect(page).toHaveURL(`/learn/courses/${id}/view/content/${axis}`);
});

test('no activity asked: the content; an activity that is not found: the details', async ({ page }) => {
  const id = await objectiveIdByCode(page, 'PRV-101');
  await page.goto(`/learn/courses/redirect/${id}`);
  // No axis: the content view picks the first activity itself (doc 2 §4 automatic selection).
  await expect(page).toHaveURL(new RegExp(`/learn/courses/${id}/view/content(/[^?]+)?$`));
  await page.goto(`/learn/courses/redirect/${id}?activityId=0d4c1a52-8b1e-4c3a-9f0e-5a7b2c9d1e3f`);
  await expect(page).toHaveURL(`/learn/courses/${id}/view/details`);
});

test('a composite course with no started run goes to the details (XLS-201, which no test can start)', async ({ page }) => {
  const id = await objectiveIdByCode(page, 'XLS-201');
  await page.goto(`/learn/courses/redirect/${id}?activityId=0d4c1a52-8b1e-4c3a-9f0e-5a7b2c9d1e3f`);
  await expect(page).toHaveURL(`/learn/courses/${id}/view/details`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Advanced Excel: PivotTables and Power Query');
});
