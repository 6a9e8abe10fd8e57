/**
 * The props of a dynamic page. The static build hands each page the props its getStaticPaths gave
 * for its params; the preview server renders on request (Astro does not call getStaticPaths then),
 * so the page asks its getStaticPaths itself, from the request's content, and picks its params.
 */
import { ROUTES } from '../../model/routes';

/** Where a preview request for params that no longer exist goes (a draft renamed a slug). */
export const NOT_FOUND = ROUTES.notFound;

interface StaticPath<P> {
  params: Record<string, string | number | undefined>;
  props?: P;
}

interface PageContext<P> {
  props: P | Record<string, never>;
  params: Record<string, string | undefined>;
}

export async function routeProps<P extends object>(
  page: PageContext<P>,
  getStaticPaths: () => Promise<StaticPath<P>[]>,
): Promise<P | undefined> {
  if (Object.keys(page.props).length > 0) return page.props as P;
  const paths = await getStaticPaths();
  const match = paths.find(({ params }) =>
    Object.entries(params).every(([name, value]) => String(value ?? '') === (page.params[name] ?? '')),
  );
  return match?.props;
}
