import { useEffect } from 'react';
import type { LayoutProps } from 'sanity';
import { keepButtonsNamedInNorwegian } from './norwegianButtonNames';
import { WrittenCase } from './WrittenCase';

/** The Studio's frame: Norwegian as written (./WrittenCase.tsx), down to Sanity's own button names (./norwegianButtonNames.ts). */
export function StudioLayout(props: LayoutProps) {
  // The whole page: popovers, menus and tooltips are drawn outside the Studio's own element.
  useEffect(() => keepButtonsNamedInNorwegian(document.body), []);
  return <WrittenCase {...props} />;
}
