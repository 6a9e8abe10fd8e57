/**
 * The one renderer of editor content (contentBlocks) on the whole site, server-rendered with no
 * client JS. Text is always text (React escapes it); links go through ContentAnchor (model/links.ts).
 */
import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { ReactNode } from 'react';
import type { ContentBlocks as PortableTextBlocks } from '../../sanity.types';
import ContentAnchor from './ContentAnchor';

interface Props {
  value: PortableTextBlocks;
  /** Moves the content's h2/h3 down when it sits under a heading of the page (1 → h3/h4). */
  headingOffset?: 0 | 1;
}

function Link({ value, children }: { value?: { href?: unknown; external?: unknown }; children: ReactNode }) {
  return (
    <ContentAnchor href={value?.href} external={value?.external}>
      {children}
    </ContentAnchor>
  );
}

function componentsFor(offset: 0 | 1): PortableTextComponents {
  return {
    block: {
      h2: ({ children }) => (offset ? <h3>{children}</h3> : <h2>{children}</h2>),
      h3: ({ children }) => (offset ? <h4>{children}</h4> : <h3>{children}</h3>),
      blockquote: ({ children }) => (
        <blockquote>
          <p>{children}</p>
        </blockquote>
      ),
    },
    marks: { link: Link },
  };
}

export default function ContentBlocks({ value, headingOffset = 0 }: Props) {
  return (
    <div className="content-blocks">
      <PortableText value={value} components={componentsFor(headingOffset)} />
    </div>
  );
}
