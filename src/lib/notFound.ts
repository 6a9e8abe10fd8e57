/**
 * Which words the 404 page uses for a path: a path that matches a route but fails the route's
 * check (no such event, category or calendar entry) is 'Page Not Found: {path}'; any other path is
 * 'Page not found: {path}'. The patterns (CHECKED_ROUTE_PATTERNS in model/routeRules.ts) are written
 * into 404.html so the local server (scripts/serve.mjs, without JavaScript in the page) and the
 * browser (on Firebase Hosting, which serves 404.html as it is) decide the same way; the browser
 * reads them from the page, so the route table stays out of its script.
 */
export function failsRouteCheck(path: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => new RegExp(pattern).test(path));
}
