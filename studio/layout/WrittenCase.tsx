import type { LayoutProps } from 'sanity';

/**
 * Sanity writes its breadcrumbs in title case (an inline `text-transform: capitalize`), an English
 * habit that turns «Hver uke / Avlyste datoer» into «Hver Uke / Avlyste Datoer». Norwegian keeps the
 * case the titles were written in.
 */
const WRITTEN_CASE = '[style*="text-transform: capitalize"] { text-transform: none !important; }';

export function WrittenCase(props: LayoutProps) {
  return (
    <>
      <style>{WRITTEN_CASE}</style>
      {props.renderDefault(props)}
    </>
  );
}
