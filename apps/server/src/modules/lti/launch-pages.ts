import { escapeHtml, serverPage } from '../../lib/html.ts';
import { serverPagePolicy } from '../../lib/content-security-policy.ts';
import { textDirection, type Translator } from '@lp/i18n';

/** The one inline script of the platform's launch pages: post the form as soon as it is read. */
const SUBMIT = 'document.forms[0].submit();';

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/**
 * An auto-submitting form (the OIDC form_post response mode, and doc 2 §7's resource-form):
 * posts its fields to the tool. Without script the learner presses the button.
 */
export function autoSubmitForm(action: string, fields: Record<string, string>, buttonText: string): string {
  return `<form method="post" action="${escapeHtml(action)}">${hidden(fields)}<noscript><button type="submit">${escapeHtml(buttonText)}</button></noscript></form><script>${SUBMIT}</script>`;
}

export interface PageAnswer {
  status: number;
  html: string;
  policy: string;
}

/**
 * The platform's own pages inside the course's frame: the form that carries the id_token
 * to the tool (form-action: that tool only), or why a launch was refused. They are framed
 * by the portal itself (the tool's frame) and by nobody else.
 */
export function launchPage(t: Translator, body: string, formTarget?: string, status = 200): PageAnswer {
  const html = serverPage({ lang: t.locale, dir: textDirection(t.locale), title: t.t('lti.launch.title'), body });
  const policy = serverPagePolicy(html, formTarget ? [formTarget] : []).replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  return { status, html, policy };
}

/** Why a launch or an exam start was refused: each names its message `lti.refusal.<reason>` in the catalogs. */
export type LtiRefusal =
  | 'missingParams'
  | 'scope'
  | 'responseType'
  | 'responseMode'
  | 'prompt'
  | 'tooLong'
  | 'unknownLaunch'
  | 'clientId'
  | 'redirectUri'
  | 'otherUser'
  | 'used'
  | 'expired'
  | 'activityGone'
  | 'nonceUsed'
  | 'noJwt'
  | 'notJwt'
  | 'unknownTool'
  | 'startExpired'
  | 'badSignature'
  | 'notStartAssessment'
  | 'deployment'
  | 'incomplete'
  | 'startUsed'
  | 'sessionRefused';

export function refusalPage(t: Translator, status: number, message: string): PageAnswer {
  return launchPage(
    t,
    `<h1>${escapeHtml(t.t('lti.launch.refusedTitle'))}</h1><p class="error" role="alert">${escapeHtml(message)}</p><p>${escapeHtml(t.t('lti.launch.refusedHint'))}</p>`,
    undefined,
    status,
  );
}
