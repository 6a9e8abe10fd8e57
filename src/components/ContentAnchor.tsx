/**
 * The one way an href from content becomes a link (model/links.ts): content blocks, the picture
 * credit. A refused href leaves the text alone; another site's link opens in a new tab with
 * rel="noopener noreferrer" and says so to screen readers. Server-rendered, no client JS.
 */
import type { ReactNode } from 'react';
import { contentLink } from '../../model/links';
import { SITE_URL } from '../../model/site';
import { t } from '../i18n/nb';

interface Props {
  href: unknown;
  /** The editor's «Ekstern lenke» flag. */
  external?: unknown;
  children: ReactNode;
}

export default function ContentAnchor({ href, external, children }: Props) {
  const link = contentLink(href, SITE_URL, external);
  if (!link) return <>{children}</>;
  if (!link.newTab) return <a href={link.href}>{children}</a>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t.externalLink}</span>
    </a>
  );
}
