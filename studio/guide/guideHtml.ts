/**
 * The volunteer guide (docs/volunteer-guide.md) as HTML for the Studio's «Veiledning» tool: its
 * pictures point to the files the Studio build bundled, and links to the operator's documents (other
 * .md files in docs/, not part of the Studio) are left as plain text.
 */
import { Marked } from 'marked';

/** `images/studio-list.png` → the bundled picture's URL; by file name. */
export type PictureUrls = ReadonlyMap<string, string>;

const fileName = (path: string) => path.split('/').pop() ?? path;
const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href);

export function guideHtml(markdown: string, pictures: PictureUrls): string {
  const marked = new Marked({
    // The source is the project's own file; its raw HTML (none today) is kept as written.
    gfm: true,
    renderer: {
      image({ href, text }) {
        const src = pictures.get(fileName(href));
        if (!src) throw new Error(`Veiledningen viser bildet «${href}», men det finnes ikke i docs/images.`);
        return `<img src="${src}" alt="${escapeAttribute(text)}" loading="lazy">`;
      },
      link({ href, tokens }) {
        const text = this.parser.parseInline(tokens);
        return isExternal(href) ? `<a href="${escapeAttribute(href)}" target="_blank" rel="noreferrer">${text}</a>` : text;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

function escapeAttribute(text: string) {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
