/**
 * Takes over the prerendered /vuefire page: hydrates the app's markup in #demo-app with the props
 * it was rendered with. A plain module script instead of an Astro island: the island runtime
 * (an inline script and Astro's React client, ≈ 2.5 kB gzip) would be sent for one component.
 * Hydration runs as a transition, so React yields to the browser between pieces of work instead of
 * hydrating the page (and each screen as its chunk arrives) in one long task; the prerendered page is
 * already on screen meanwhile. `data-hydrated` marks the root once React has hydrated the shell
 * (tests wait for it).
 */
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import App from './App';

const root = document.getElementById('demo-app');

function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => root?.setAttribute('data-hydrated', ''), []);
  return children;
}

if (root) {
  startTransition(() => {
    hydrateRoot(
      root,
      <Hydrated>
        <App path={root.dataset.path} product={root.dataset.product ?? ''} />
      </Hydrated>,
    );
  });
}
