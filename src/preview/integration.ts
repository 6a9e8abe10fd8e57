/**
 * The preview server's additions to the site, in one Astro integration used only by
 * astro.preview.config.mjs: the middleware (secret check, drafts per request), the enable route and
 * the Visual Editing overlay on every page. The public build (astro.config.mjs) has none of them.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { ENABLE_PATH } from './previewAccess';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export function preview(): AstroIntegration {
  return {
    name: 'bedehus-preview',
    hooks: {
      'astro:config:setup': ({ addMiddleware, injectRoute, injectScript }) => {
        addMiddleware({ entrypoint: here('./middleware.ts'), order: 'pre' });
        injectRoute({ pattern: ENABLE_PATH, entrypoint: here('./enableRoute.ts'), prerender: false });
        injectScript('page', `import ${JSON.stringify(here('./overlay.tsx'))};`);
      },
    },
  };
}
