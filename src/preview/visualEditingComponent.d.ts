/**
 * The type of @sanity/astro's Visual Editing component. The package ships it as TypeScript source
 * written against older React types (useRef() without an argument), which this project's strict
 * check rejects; so overlay.tsx imports it under this name, which astro.preview.config.mjs resolves
 * to the package and TypeScript to this declaration.
 */
declare module 'virtual:sanity-astro-visual-editing' {
  import type { ReactElement } from 'react';

  export function VisualEditingComponent(props: { zIndex?: string | number; keepStegaOnCopy?: boolean }): ReactElement;
}
