import type { FastifyInstance } from 'fastify';
import { dashboardCalls } from '@lp/contract/calls';
import { RECENT_COURSES_LIMIT } from '@lp/contract/dashboard';
import { FRAGMENT_PROJECT, FRAGMENTS, type FragmentName } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { findPromoBanners, findRecentCourses } from './dashboard-repository.ts';

export function registerDashboardRoutes(app: FastifyInstance, db: Db, appVersion: string) {
  // Every fragment ships in the app's own build, so each one's version is the app's (decision 0029).
  const versions = Object.fromEntries(FRAGMENTS.map((name) => [name, appVersion])) as Record<FragmentName, string>;
  registerCall(app, dashboardCalls.fragmentVersions, async () => ({ project: FRAGMENT_PROJECT, versions }));

  registerCall(app, dashboardCalls.recentCourses, async (request) => {
    const user = currentUser(request);
    const rows = await findRecentCourses(db, request.tenant.id, user.id, RECENT_COURSES_LIMIT);
    return {
      data: rows.map((r) => ({
        objectiveId: r.objective_id,
        name: r.name,
        code: r.code,
        imageUrl: r.image_url,
        progress: Math.min(1, Math.max(0, r.progress)),
        lastActivity: r.last_activity.toISOString(),
      })),
    };
  });

  registerCall(app, dashboardCalls.promoBanners, async (request) => {
    const rows = await findPromoBanners(db, request.tenant.id, currentUser(request).id, new Date());
    return {
      data: rows.map((b) => ({
        id: b.id,
        title: b.title,
        text: b.text,
        imageUrl: b.image_url,
        imageAlt: b.image_alt,
        linkUrl: b.link_url,
        linkText: b.link_text,
      })),
    };
  });
}
