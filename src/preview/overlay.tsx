/**
 * Click-to-edit inside the Studio's Presentation tool: Sanity's Astro Visual Editing component
 * finds the stega markers in the page's texts, outlines them, opens the clicked field in the Studio
 * and reloads the page when a draft changes. Loaded on every page of the preview server only.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { VisualEditingComponent } from 'virtual:sanity-astro-visual-editing';

const host = document.createElement('div');
host.dataset.preview = 'visual-editing';
document.body.append(host);
createRoot(host).render(createElement(VisualEditingComponent, { zIndex: 1000 }));
