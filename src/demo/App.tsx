/**
 * The /vuefire demo app: shell (header, nav from the route table), guarded lazy screens, the
 * in-app not-found screen, scroll handling and new-build detection. Each route's page is
 * prerendered with this same component (`path` given), so the shell and the screen's first state
 * are in the HTML; the browser hydrates it, and the screen hydrates once its chunk is in.
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Link, Router, useLocation } from 'wouter';
import { checkRoutes, DEMO_BASE, demoTitle, findRoute, fullPath, navRoutes, routes, type DemoRoute } from './routes';
import { loginRedirect, runGuard } from './guards';
import { useKnownSession, whenSignedOut } from './auth/sessionStore';
import { demoNavigate, useDemoLocation, useScrollHandling } from './navigation/location';
import { loadBuildMeta, watchBuilds } from './navigation/buildUpdates';
import { createPreloader } from './navigation/preload';
import { useHydrated } from '../features/useHydrated';
import './demo.css';

// Fails loudly at start if a route names an unknown guard.
const table = checkRoutes(routes);
/** Screens already loaded (at build time, for the prerender); the rest come lazily. */
const loaded = new Map<DemoRoute, ComponentType>();
const lazyScreens = new Map(table.map((route) => [route, lazy(route.load)]));

/** Loads the screen of `path` before a prerender, so its first state is in the page's HTML. */
export async function loadScreenForPrerender(path: string): Promise<void> {
  const route = findRoute(path, table);
  if (route && !route.guard) loaded.set(route, (await route.load()).default);
}

const preload = createPreloader();

// Signed out on a guarded screen (here or in another tab): to the login screen, with nothing to return to.
whenSignedOut(() => {
  if (findRoute(location.pathname.slice(DEMO_BASE.length) || '/', table)?.guard) demoNavigate(loginRedirect(), { replace: true });
});

function Nav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Demo">
      <ul className="demo-nav">
        {navRoutes(table).map((route) => {
          const active = findRoute(location) === route;
          const warm = () => preload(route.path, route.load);
          return (
            <li key={route.path}>
              <Link
                href={route.path === '/' ? `~${DEMO_BASE}` : route.path}
                aria-current={active ? 'page' : undefined}
                className={active ? 'active' : undefined}
                onMouseEnter={warm}
                onFocus={warm}
              >
                {route.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Who is signed in, once a screen has loaded Auth (the nav never loads it). The line keeps its height. */
function SignedInAs() {
  const { user } = useKnownSession();
  return (
    <p className="demo-user" aria-live="polite">
      {user && `Signed in as ${user.isAnonymous ? 'an anonymous user' : user.displayName || user.email || 'a user'}`}
    </p>
  );
}

function NotFound({ path }: { path: string }) {
  return (
    <section>
      <h1>Page not found</h1>
      <p role="alert">Page not found: {path}</p>
      <p>
        <Link href={`~${DEMO_BASE}`}>Back to the demo index</Link>
      </p>
    </section>
  );
}

function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="loading" role="status">
      {label}
    </p>
  );
}

function Guarded({ route, children }: { route: DemoRoute; children: React.ReactNode }) {
  const { status } = useKnownSession();
  const decision = route.guard ? runGuard(route.guard, status, requestedPath()) : { kind: 'allow' as const };
  useEffect(() => {
    // A guarded screen needs the user: load Auth now, in parallel with the screen's chunk.
    if (route.guard) void import('./auth/session').then(({ startSession }) => startSession());
  }, [route]);
  const redirectTo = decision.kind === 'redirect' ? decision.to : undefined;
  useEffect(() => {
    if (redirectTo !== undefined) demoNavigate(redirectTo, { replace: true });
  }, [redirectTo]);
  if (decision.kind === 'allow') return <>{children}</>;
  return <Loading label={decision.kind === 'wait' ? 'Checking who is signed in…' : 'Redirecting to the login screen…'} />;
}

const requestedPath = () => (typeof location === 'undefined' ? '' : location.pathname + location.search + location.hash);

/**
 * The prerendered screen's controls stay disabled until the screen itself has hydrated (it sits in the
 * same Suspense boundary, so it hydrates with the screen's chunk): a form used earlier would submit
 * natively and reload the page, losing what was typed.
 */
function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="demo-screen" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}

function Screen({ product }: { product: string }) {
  const [path] = useLocation();
  useScrollHandling(path);
  const route = findRoute(path, table);
  useEffect(() => {
    document.title = `${demoTitle(route ? route.title : 'Page not found')} | ${product}`;
  }, [route, product]);
  if (!route) return <NotFound path={DEMO_BASE + (path === '/' ? '' : path)} />;
  const RouteScreen = loaded.get(route) ?? lazyScreens.get(route)!;
  return (
    <Guarded route={route}>
      <Suspense fallback={<Loading />}>
        <UntilHydrated>
          <RouteScreen />
        </UntilHydrated>
      </Suspense>
    </Guarded>
  );
}

interface Props {
  /** The route being prerendered (relative to /vuefire); the browser reads its own location. */
  path?: string;
  /** The site's name, the last part of every page title (as the prerendered <title>). */
  product: string;
}

export default function App({ path, product }: Props) {
  useEffect(() => {
    void loadBuildMeta();
    return watchBuilds();
  }, []);
  return (
    <Router base={DEMO_BASE} hook={useDemoLocation} ssrPath={path === undefined ? undefined : fullPath(path)}>
      <header className="demo-header">
        <p className="demo-brand">
          <a href="/">{product}</a> · VueFire demo (React)
        </p>
        <Nav />
        <SignedInAs />
      </header>
      <main id="main" className="demo-main" tabIndex={-1}>
        <Screen product={product} />
      </main>
    </Router>
  );
}
