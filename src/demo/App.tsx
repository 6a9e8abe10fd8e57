/**
 * The /vuefire demo app: shell (header, nav from the route table), guarded lazy screens, the
 * in-app not-found screen, scroll handling and new-build detection.
 */
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, Router, useLocation } from 'wouter';
import { checkRoutes, DEMO_BASE, findRoute, navRoutes, routes, type DemoRoute } from './routes';
import { runGuard, safeRedirect } from './guards';
import { SessionProvider, useSession } from './auth/session';
import { demoNavigate, useDemoLocation, useScrollHandling } from './navigation/location';
import { loadBuildMeta, watchBuilds } from './navigation/buildUpdates';
import './demo.css';

// Fails loudly at start if a route names an unknown guard.
const table = checkRoutes(routes);
const screens = new Map<DemoRoute, LazyExoticComponent<ComponentType>>(table.map((route) => [route, lazy(route.load)]));

function Nav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Demo">
      <ul className="demo-nav">
        {navRoutes(table).map((route) => {
          const active = findRoute(location) === route;
          return (
            <li key={route.path}>
              <Link href={route.path === '/' ? `~${DEMO_BASE}` : route.path} aria-current={active ? 'page' : undefined} className={active ? 'active' : undefined}>
                {route.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
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
  const { status } = useSession();
  const requested = location.pathname + location.search + location.hash;
  const decision = route.guard ? runGuard(route.guard, status, requested) : { kind: 'allow' as const };
  useEffect(() => {
    if (decision.kind === 'redirect') demoNavigate(decision.to, { replace: true });
  }, [decision.kind, decision.kind === 'redirect' ? decision.to : '']);
  if (decision.kind === 'allow') return <>{children}</>;
  return <Loading label={decision.kind === 'wait' ? 'Checking who is signed in…' : 'Redirecting to the login screen…'} />;
}

function Screen() {
  const [path] = useLocation();
  useScrollHandling(path);
  const route = findRoute(path);
  useEffect(() => {
    document.title = `${route ? route.title : 'Page not found'} | VueFire demo`;
  }, [route]);
  if (!route) return <NotFound path={DEMO_BASE + (path === '/' ? '' : path)} />;
  const LazyScreen = screens.get(route)!;
  return (
    <Guarded route={route}>
      <Suspense fallback={<Loading />}>
        <LazyScreen />
      </Suspense>
    </Guarded>
  );
}

export default function App() {
  useEffect(() => {
    void loadBuildMeta();
    return watchBuilds();
  }, []);
  const handlers = useMemo(
    () => ({
      // Sign-out on a guarded screen: to the login screen, without a redirect back.
      onSignOut: () => {
        const route = findRoute(location.pathname.slice(DEMO_BASE.length) || '/');
        if (route?.guard) demoNavigate(`${DEMO_BASE}/login`, { replace: true });
      },
      // Sign-in with ?redirect: go back where the guard sent us from.
      onSignIn: () => {
        const target = safeRedirect(new URLSearchParams(location.search).get('redirect'));
        if (target) demoNavigate(target, { replace: true });
      },
    }),
    [],
  );
  return (
    <Router base={DEMO_BASE} hook={useDemoLocation}>
      <SessionProvider {...handlers}>
        <header className="demo-header">
          <p className="demo-brand">
            <a href="/">Sentrum bedehus</a> · VueFire demo (React)
          </p>
          <Nav />
        </header>
        <main id="main" className="demo-main" tabIndex={-1}>
          <Screen />
        </main>
      </SessionProvider>
    </Router>
  );
}
