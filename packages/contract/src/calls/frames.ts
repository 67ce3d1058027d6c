/**
 * The two small pages of doc 1 §2 that live outside the app path, for tools that frame the
 * portal or are framed by it: the redirect page and the frame-bridge page. Both are read
 * as they come (an unusable parameter is ignored, never refused with a 400).
 */
import { z } from 'zod';
import { defineCall, type MediaAnswer } from '../call.ts';

export const FramePaths = { bridge: '/frame-bridge', redirect: '/redirect' } as const;

/** The frame-bridge page's query flags, spelt as doc 1 §2 spells them. */
export const FrameBridgeFlag = {
  logout: 'do_contructor_logout',
  relogin: 'do_contructor_re_login',
  navigate: 'do_navigation',
} as const;

const queryText = z.union([z.string(), z.array(z.string())]).optional();
const PAGE: MediaAnswer = { mediaType: 'text/html', description: 'A page of the server' };
const REDIRECT: MediaAnswer = { mediaType: [], description: 'A redirect (Location)' };
const tags = ['Frames'];

export const frameCalls = {
  bridge: defineCall({
    method: 'GET',
    path: FramePaths.bridge,
    summary: 'Frame bridge: posts the message its query asks for to the parent window (the portal)',
    description:
      "do_contructor_logout=1 posts lti.logout, do_contructor_re_login=1 lti.relogin, do_navigation={path} lti.navigate with that path (a path of this site only); the message goes to the portal's own origin. Anything else is a page that posts nothing (400).",
    tags,
    public: true,
    query: z.looseObject({
      [FrameBridgeFlag.logout]: queryText,
      [FrameBridgeFlag.relogin]: queryText,
      [FrameBridgeFlag.navigate]: queryText,
    }),
    responses: { 200: PAGE, 400: PAGE },
  }),
  redirect: defineCall({
    method: 'GET',
    path: FramePaths.redirect,
    summary: 'Redirect page: sends the browser to redirectUrl when it is on this site, otherwise to the app',
    tags,
    public: true,
    query: z.looseObject({ redirectUrl: queryText }),
    responses: { 302: REDIRECT },
  }),
};
