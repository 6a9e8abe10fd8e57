/**
 * Takes over the prerendered /vuefire page: hydrates the app's markup in #demo-app with the props
 * it was rendered with. A plain module script instead of an Astro island: the island runtime
 * (an inline script and Astro's React client, ≈ 2.5 kB gzip) would be sent for one component.
 * `data-hydrated` marks the root once React has hydrated the shell (tests wait for it).
 */
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import App from './App';

const root = document.getElementById('demo-app');

function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => root?.setAttribute('data-hydrated', ''), []);
  return children;
}

if (root) {
  hydrateRoot(
    root,
    <Hydrated>
      <App path={root.dataset.path} product={root.dataset.product ?? ''} />
    </Hydrated>,
  );
}
