/**
 * The type of @sanity/astro's Visual Editing component. The package ships it as TypeScript source
 * written against older React types (useRef() without an argument), which this project's strict
 * check rejects; tsconfig.json maps the import here instead.
 */
import type { ReactElement } from 'react';

export interface VisualEditingOptions {
  zIndex?: string | number;
  keepStegaOnCopy?: boolean;
}

export function VisualEditingComponent(props: VisualEditingOptions): ReactElement;
