import type { FastifyInstance } from 'fastify';
import { sessionCalls } from '@lp/contract/calls';
import type { ServerConfig } from '../../config.ts';
import { registerCall } from '../../plugins/register-call.ts';

/** GET /config-ui/config.json: the tenant's runtime configuration, public (the sign-in page needs branding). */
export function registerConfigUiRoutes(app: FastifyInstance, config: ServerConfig) {
  registerCall(app, sessionCalls.configUi, async (request, reply) => {
    const { settings, featureFlags } = request.tenant;
    reply.header('cache-control', 'no-cache');
    return {
      environment: config.environment,
      appVersion: config.appVersion,
      featureFlags,
      locales: settings.locales,
      defaultLocale: settings.defaultLocale,
      navigation: settings.navigation,
      widgets: settings.widgets,
      sessionInactivitySeconds: settings.sessionInactivitySeconds,
      privacyPolicyUrl: settings.privacyPolicyUrl,
      contact: settings.contact,
      adminPanelUrl: settings.adminPanelUrl,
      managementPortalUrl: settings.managementPortalUrl,
      allowedExternalSources: settings.allowedExternalSources,
      cloudRedirect: settings.cloudRedirect,
      cloudPlatformUrl: config.cloudPlatformUrl ?? null,
      theme: settings.theme,
      storageHost: config.storageHost,
      analytics: {
        eventsUrl: config.analytics.eventsUrl ?? null,
        dataLakeUrl: config.analytics.dataLakeUrl ?? null,
        dataLakeSessionMinutes: config.analytics.dataLakeSessionMinutes,
      },
    };
  });
}
