/**
 * Server-rendered Portable Text for the event's full text (no client JS).
 * TODO(content): switch to the shared ContentBlocks renderer when it lands on main.
 */
import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { PortableTextBlocks } from '../cms/queries';

// The text sits under the page's "Hva skjer?" (h2): its own headings move one level down.
const components: PortableTextComponents = {
  block: {
    h2: ({ children }) => <h3>{children}</h3>,
    h3: ({ children }) => <h4>{children}</h4>,
  },
  marks: {
    link: ({ value, children }) => {
      const external = Boolean(value?.external);
      return (
        <a href={value?.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
          {external && <span className="visually-hidden"> (åpnes i ny fane)</span>}
        </a>
      );
    },
  },
};

export default function PortableTextBody({ value }: { value: PortableTextBlocks }) {
  return <PortableText value={value as never} components={components} />;
}
