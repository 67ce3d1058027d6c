import { describe, expect, it } from 'vitest';
import * as calls from './calls/index.ts';
import { callAreas, routeOf, routesFile } from './routes-module.ts';
import * as attachment from './routes/attachment.ts';
import * as calendar from './routes/calendar.ts';
import * as certificateFile from './routes/certificate-file.ts';
import * as chat from './routes/chat.ts';
import * as cmi5 from './routes/cmi5.ts';
import * as content from './routes/content.ts';
import * as dashboard from './routes/dashboard.ts';
import * as detail from './routes/detail.ts';
import * as document from './routes/document.ts';
import * as enrolment from './routes/enrolment.ts';
import * as frame from './routes/frame.ts';
import * as knowledge from './routes/knowledge.ts';
import * as library from './routes/library.ts';
import * as list from './routes/list.ts';
import * as lti from './routes/lti.ts';
import * as proctoring from './routes/proctoring.ts';
import * as profile from './routes/profile.ts';
import * as scorm from './routes/scorm.ts';
import * as session from './routes/session.ts';
import * as team from './routes/team.ts';
import * as tutor from './routes/tutor.ts';
import * as wallet from './routes/wallet.ts';
import * as workflow from './routes/workflow.ts';

/** The route modules by file name (a new area's module is added here, and to the table below by the test's failure). */
const modules: Record<string, Record<string, unknown>> = {
  attachment,
  calendar,
  'certificate-file': certificateFile,
  chat,
  cmi5,
  content,
  dashboard,
  detail,
  document,
  enrolment,
  frame,
  knowledge,
  library,
  list,
  lti,
  proctoring,
  profile,
  scorm,
  session,
  team,
  tutor,
  wallet,
  workflow,
};

describe('the routes (decision 0067)', () => {
  const areas = callAreas(calls);

  it('has a module for every area of calls and no other', () => {
    expect(Object.keys(modules).sort()).toEqual(Object.keys(areas).map(routesFile).sort());
  });

  it.each(Object.keys(areas))("holds %s' method, path and public flag name for name (`npm run contract:routes` writes it)", (name) => {
    expect({ ...modules[routesFile(name)] }).toEqual(
      Object.fromEntries(Object.entries(areas[name]!).map(([key, call]) => [key, routeOf(call)])),
    );
  });
});
