/** The tool's routes on node:http: a request handler over a context, listening lives in server.ts. */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { isProctorAction } from './assessment-control.ts';
import { readClaims } from './claims.ts';
import { browserAddresses } from './config.ts';
import type { ToolContext } from './context.ts';
import { grade, gradingPage } from './grading.ts';
import { errorPage, FRAME_SIZE_SCRIPT, languageTag, STYLESHEET } from './html.ts';
import { HttpError, originsOf, readForm, redirect, securityHeaders, sendError, sendHtml } from './http.ts';
import { infoPage } from './info-page.ts';
import { launch } from './launch.ts';
import { login } from './login.ts';
import { control, proctorPage } from './proctor-page.ts';
import { startAssessment } from './proctoring.ts';
import { resultPage } from './result-page.ts';
import { submit } from './submit.ts';

type Route = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

const methodNotAllowed = (allowed: string) => new HttpError(405, 'Method not allowed', `Use ${allowed} here.`);

function routes(ctx: ToolContext): Record<string, Route> {
  return {
    '/': (req, res) => {
      if (req.method !== 'GET') throw methodNotAllowed('GET');
      sendHtml(res, 200, infoPage(ctx));
    },
    '/style.css': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' });
      res.end(STYLESHEET);
    },
    '/frame-size.js': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(FRAME_SIZE_SCRIPT);
    },
    '/.well-known/jwks.json': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ keys: [ctx.key.publicJwk] }));
    },
    '/login': async (req, res, url) => {
      if (req.method !== 'GET' && req.method !== 'POST') throw methodNotAllowed('GET or POST');
      redirect(res, login(ctx, await readForm(req, url)));
    },
    '/launch': async (req, res, url) => {
      if (req.method !== 'POST') throw methodNotAllowed('POST (the platform form-posts the id_token)');
      sendHtml(res, 200, await launch(ctx, await readForm(req, url)));
    },
    '/submit': async (req, res, url) => {
      if (req.method !== 'POST') throw methodNotAllowed('POST');
      const form = await readForm(req, url);
      const attempt = await submit(ctx, form);
      const session = ctx.store.session(attempt.sessionId);
      sendHtml(res, 200, resultPage(attempt, languageTag(session && readClaims(session.claims).locale)));
    },
    '/grading': (req, res) => {
      if (req.method !== 'GET') throw methodNotAllowed('GET');
      sendHtml(res, 200, gradingPage(ctx));
    },
    '/start-assessment': async (req, res, url) => {
      if (req.method !== 'POST') throw methodNotAllowed('POST');
      const { status, html } = await startAssessment(ctx, await readForm(req, url));
      sendHtml(res, status, html);
    },
    '/proctoring': (req, res) => {
      if (req.method !== 'GET') throw methodNotAllowed('GET');
      sendHtml(res, 200, proctorPage(ctx));
    },
  };
}

export function createRequestHandler(ctx: ToolContext): RequestListener {
  const table = routes(ctx);
  const headers = securityHeaders(new URL(ctx.url).origin, originsOf(ctx.platforms.flatMap(browserAddresses)));
  const gradeRoute: Route = async (req, res, url) => {
    if (req.method !== 'POST') throw methodNotAllowed('POST');
    await grade(ctx, decodeURIComponent(url.pathname.slice('/grading/'.length)), await readForm(req, url));
    redirect(res, '/grading', 303);
  };
  const controlRoute: Route = async (req, res, url) => {
    const [sessionId = '', action = '', ...rest] = url.pathname.slice('/proctoring/'.length).split('/').map(decodeURIComponent);
    if (rest.length || !isProctorAction(action)) throw new HttpError(404, 'Not found', `This tool has no page at ${url.pathname}.`);
    if (req.method !== 'POST') throw methodNotAllowed('POST');
    await control(ctx, sessionId, action);
    redirect(res, '/proctoring', 303);
  };
  const prefixRoute = (path: string) =>
    path.startsWith('/grading/') ? gradeRoute : path.startsWith('/proctoring/') ? controlRoute : undefined;
  return (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', ctx.url);
    const route = table[url.pathname] ?? prefixRoute(url.pathname);
    Promise.resolve()
      .then(() => {
        if (!route) throw new HttpError(404, 'Not found', `This tool has no page at ${url.pathname}.`);
        return route(req, res, url);
      })
      .catch((error: unknown) => {
        if (res.headersSent) return void res.end();
        if (error instanceof HttpError) return sendError(res, error);
        console.error('lti-tool:', error);
        sendHtml(res, 500, errorPage('Something went wrong', 'The tool could not answer this request. Its log says why.'));
      });
  };
}
