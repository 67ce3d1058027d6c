import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { learnPagesOf, PUBLIC_AREA, type LearnPageName, type PageFrame, type PageWithin } from '@lp/contract/pages';
import { BASENAME } from '../config/paths.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { FragmentBoundary, lazyFragment } from '../components/fragment.tsx';
import { FragmentUnavailablePage } from '../components/fragment-unavailable.tsx';
import { LoaderOverlay } from '../components/ui/loader-overlay.tsx';
import { useCurrentUserIfSignedIn } from '../lib/current-user.ts';
import { useT } from '../lib/i18n.tsx';
import { focusNewPage, isInPageNavigation } from '../lib/route-focus.ts';
import { useStartFirstViewCalls } from './first-view-calls.ts';
import { AppShell } from './shell/app-shell.tsx';
import { PublicShell } from './shell/public-shell.tsx';
import { HomeRoute } from './routes/home-route.tsx';

/** Shown only when a page gave up: their own chunks, loaded then, out of the first view's JavaScript. */
const RouteError = lazy(() => import('./route-error.tsx').then((m) => ({ default: m.RouteError })));
const SignedInRouteError = lazy(() => import('./signed-in-route-error.tsx').then((m) => ({ default: m.SignedInRouteError })));

/** Pages are separate chunks: the first page loads only what it shows. */
const page = (load: () => Promise<{ Component: ComponentType }>) => lazy(() => load().then((m) => ({ default: m.Component })));
const MyCourses = page(() => import('./routes/my-courses-route.tsx'));
const Catalog = page(() => import('./routes/catalog-route.tsx'));
const CatalogCourse = page(() => import('./routes/catalog-course-route.tsx'));
const OpenCatalog = page(() => import('./routes/open-catalog-route.tsx'));
const OpenCatalogCourse = page(() => import('./routes/open-catalog-course-route.tsx'));
const PublicNotFound = page(() => import('./routes/public-not-found-route.tsx'));
/** The calendar is a fragment (doc 1 §1): its failure is logged with its name and version, the shell goes on. */
const CalendarFragment = lazyFragment('calendar', () => import('./routes/calendar-route.tsx').then((m) => ({ default: m.Component })));
const Forbidden = page(() => import('./routes/forbidden-route.tsx'));
const PublicForbidden = page(() => import('./routes/public-forbidden-route.tsx'));
const NotFound = page(() => import('./routes/not-found-route.tsx'));
const SimulateError = page(() => import('./routes/simulate-error-route.tsx'));
const LoginCallback = page(() => import('./routes/login-callback-route.tsx'));
const Course = page(() => import('./routes/course-route.tsx'));
const CourseRedirect = page(() => import('./routes/course-redirect-route.tsx'));
const CourseCertificate = page(() => import('./routes/course-certificate-route.tsx'));
const PublicCertificate = page(() => import('./routes/public-certificate-route.tsx'));
const CertificateWallet = page(() => import('./routes/certificate-wallet-route.tsx'));
const WorkflowReview = page(() => import('./routes/workflow-review-route.tsx'));
const Proctor = page(() => import('./routes/proctor-route.tsx'));
const Profile = page(() => import('./routes/profile-route.tsx'));
const LtiToolCallback = page(() => import('./routes/lti-tool-callback-route.tsx'));
const EmailResponseCallback = page(() => import('./routes/email-response-callback-route.tsx'));

/**
 * The page the server drew is the app's once its page has been taken over too (the server
 * marks it data-drawn until then): inside the page's own boundary, so its effect runs only
 * when the page's code has arrived and its markup is live.
 */
function TakenOver() {
  useEffect(() => document.documentElement.removeAttribute('data-drawn'), []);
  return null;
}

function Loading() {
  const t = useT();
  return <LoaderOverlay label={t.t('shell.loading')} />;
}

function Calendar() {
  const t = useT();
  return <CalendarFragment skeleton={<Loading />} fallback={<FragmentUnavailablePage title={t.t('calendar.title')} />} />;
}

/**
 * doc 1 §2: every path change starts at the top of the page; issue 16: and the focus moves
 * to the new page's heading, except on the first load and on in-page navigations.
 */
function FollowNavigation() {
  const [path] = useLocation();
  const first = useRef(true);
  const startFirstViewCalls = useStartFirstViewCalls();
  useEffect(() => {
    if (first.current) {
      first.current = false;
      startFirstViewCalls(path, false);
      return;
    }
    // The new page's data is asked for now, while its code is still on the way (issue 17).
    startFirstViewCalls(path);
    if (isInPageNavigation(window.history.state)) return;
    window.scrollTo(0, 0);
    return focusNewPage();
  }, [path, startFirstViewCalls]);
  return null;
}

/** A certificate's public share link: in the public frame, without the open catalog's boundary. */
function PublicCertificatePage() {
  return (
    <PublicShell>
      <PublicCertificate />
    </PublicShell>
  );
}

/**
 * The component of every /learn page of the page table (@lp/contract/pages), which gives
 * their paths and frames: a page added there and not here (or here and not there) fails the typecheck.
 */
const PAGES: Record<Exclude<LearnPageName, PageWithin<'course'>>, ComponentType> = {
  loginCallback: LoginCallback,
  ltiToolCallback: LtiToolCallback,
  proctor: Proctor,
  publicCertificate: PublicCertificatePage,
  openCatalog: OpenCatalog,
  openCatalogCourse: OpenCatalogCourse,
  publicNotFound: PublicNotFound,
  forbidden: Forbidden,
  home: HomeRoute,
  myCourses: MyCourses,
  courseRedirect: CourseRedirect,
  workflowReview: WorkflowReview,
  courseCertificate: CourseCertificate,
  course: Course,
  certificates: CertificateWallet,
  catalog: Catalog,
  catalogCourse: CatalogCourse,
  calendar: Calendar,
  profile: Profile,
  emailResponse: EmailResponseCallback,
  simulateError: SimulateError,
  notFound: NotFound,
};
/** A page of the `either` frame without a session: its public face (issue 31). */
const SIGNED_OUT_PAGES: Partial<typeof PAGES> = { forbidden: PublicForbidden };

/** The routes of the pages of some frames, in the table's order; a not-found page is the switch's last, for any path. */
function routesOf(frames: PageFrame[], pages: Partial<typeof PAGES> = PAGES) {
  return frames
    .flatMap((frame) => learnPagesOf(frame))
    .sort((a, b) => Number(!!a.notFound) - Number(!!b.notFound))
    .map(({ name, path, notFound }) => {
      const component = pages[name as keyof typeof PAGES] ?? PAGES[name as keyof typeof PAGES];
      return notFound ? <Route key={name} component={component} /> : <Route key={name} path={path} component={component} />;
    });
}

/** Every route of both spec documents (doc 1 §2, doc 2 §2), under /learn. */
function SignedInRoutes() {
  const [path] = useLocation();
  return (
    // The learner app is a fragment too (doc 1 §1): a page that fails is logged as it, with its version.
    // Outside the shell: the 500 page is full-screen (doc 1 §2); a refusal's page brings the shell back.
    <FragmentBoundary
      name="learnerApp"
      resetKey={path}
      fallback={(error) => (
        <Suspense fallback={<Loading />}>
          <SignedInRouteError error={error} />
        </Suspense>
      )}
    >
      <AppShell>
        <Suspense fallback={<Loading />}>
          <Switch>{routesOf(['either', 'app'])}</Switch>
          <TakenOver />
        </Suspense>
      </AppShell>
    </FragmentBoundary>
  );
}

/** doc 1 §1: the open catalog needs no sign-in; it lives in the public frame, as does /forbidden without a session. */
function PublicRoutes() {
  const [path] = useLocation();
  return (
    <PublicShell>
      <ErrorBoundary
        resetKey={path}
        fallback={(error) => (
          <Suspense fallback={<Loading />}>
            <RouteError error={error} />
          </Suspense>
        )}
      >
        <Suspense fallback={<Loading />}>
          <Switch>{routesOf(['public', 'either'], SIGNED_OUT_PAGES)}</Switch>
          <TakenOver />
        </Suspense>
      </ErrorBoundary>
    </PublicShell>
  );
}

/**
 * /forbidden is reached without a session too: the sign-in sends there a person the issuer
 * signed in and the import does not know (issue 31). Signed in, it is the app's page; signed
 * out, a public one that never sends anyone to sign in — the issuer would sign the same person
 * in again and the sign-in would land here again, without end.
 */
function SignedInOrPublicRoutes() {
  const user = useCurrentUserIfSignedIn();
  if (user.isPending) return <Loading />;
  return user.data ? <SignedInRoutes /> : <PublicRoutes />;
}

export function AppRouter({ ssrPath, ssrSearch }: { ssrPath?: string | undefined; ssrSearch?: string | undefined }) {
  return (
    <Router base={BASENAME} {...(ssrPath !== undefined && { ssrPath: BASENAME + ssrPath, ssrSearch: ssrSearch ?? '' })}>
      <FollowNavigation />
      <ErrorBoundary
        fallback={(error) => (
          <Suspense fallback={<Loading />}>
            <RouteError error={error} fullScreen />
          </Suspense>
        )}
      >
        <Suspense fallback={<Loading />}>
          <Switch>
            {/* Pages with a frame of their own: a tool's return and the proctored exam show no second shell in a tool's frame. */}
            {routesOf(['own'])}
            <Route path={PUBLIC_AREA} component={PublicRoutes} />
            {learnPagesOf('either').map(({ name, path }) => (
              <Route key={name} path={path} component={SignedInOrPublicRoutes} />
            ))}
            <Route>
              <SignedInRoutes />
            </Route>
          </Switch>
        </Suspense>
      </ErrorBoundary>
    </Router>
  );
}
