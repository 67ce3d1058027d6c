import type { FastifyInstance } from 'fastify';
import { frameCalls } from '@lp/contract/calls';
import { textDirection } from '@lp/i18n';
import type { ServerConfig } from '../../config.ts';
import { serverPagePolicy } from '../../lib/content-security-policy.ts';
import { escapeHtml, serverPage } from '../../lib/html.ts';
import { pageLanguageOf, translatorFor } from '../../lib/i18n.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { safeRedirectUrl } from '../../lib/safe-redirect.ts';
import { bridgeMessage } from './bridge-message.ts';

/**
 * One script for every message, so the policy holds one hash: the message and the
 * portal's origin come from the page's data attributes, and the message goes to that
 * origin only (a parent of another origin receives nothing).
 */
const BRIDGE_SCRIPT =
  "var d=document.getElementById('bridge').dataset;var m={subject:d.subject};if(d.target)m.target=d.target;if(window.parent!==window)window.parent.postMessage(m,d.origin);";

/** The redirect page and the frame-bridge page of doc 1 §2. */
export function registerFramePages(app: FastifyInstance, config: ServerConfig) {
  const portalOrigin = new URL(config.publicUrl).origin;

  registerCall(app, frameCalls.redirect, async (request, reply) => reply.redirect(safeRedirectUrl(request.query.redirectUrl, config), 302));

  registerCall(app, frameCalls.bridge, async (request, reply) => {
    const t = translatorFor(pageLanguageOf(request));
    const message = bridgeMessage(request.query, portalOrigin);
    const title = t.t(message ? 'frameBridge.title' : 'frameBridge.refusedTitle');
    const body = message
      ? `<h1>${escapeHtml(title)}</h1><p id="bridge" data-subject="${escapeHtml(message.subject)}" data-origin="${escapeHtml(portalOrigin)}"` +
        `${'target' in message ? ` data-target="${escapeHtml(message.target)}"` : ''}>${escapeHtml(t.t('frameBridge.text'))}</p><script>${BRIDGE_SCRIPT}</script>`
      : `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t.t('frameBridge.refusedText'))}</p>`;
    const html = serverPage({ lang: t.locale, dir: textDirection(t.locale), title, body });
    return reply
      .status(message ? 200 : 400)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', serverPagePolicy(html, [], request.tenant.settings.frameAncestors))
      .send(html);
  });
}
