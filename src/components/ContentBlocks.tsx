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

type HeadingLevel = 2 | 3 | 4;
const STYLE_DEPTH: Record<string, number> = { h2: 0, h3: 1 };

/**
 * The level of each heading in the content (by block key): an editor's «h3» with no «h2» above it
 * would skip a level under the page's heading (h2 → h4), which a screen reader's outline shows as a
 * gap. So a heading sits one level under the nearest shallower heading before it, or under the page's.
 */
function headingLevels(value: PortableTextBlocks, offset: 0 | 1): Map<string, HeadingLevel> {
  const levels = new Map<string, HeadingLevel>();
  const open: { depth: number; level: number }[] = [];
  for (const block of value) {
    const depth = block._type === 'block' && block.style ? STYLE_DEPTH[block.style] : undefined;
    if (depth === undefined) continue;
    while (open.length > 0 && open.at(-1)!.depth >= depth) open.pop();
    const level = (open.at(-1)?.level ?? 1 + offset) + 1;
    open.push({ depth, level });
    levels.set(block._key, level as HeadingLevel);
  }
  return levels;
}

function Heading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag>{children}</Tag>;
}

function Link({ value, children }: { value?: { href?: unknown; external?: unknown }; children: ReactNode }) {
  return (
    <ContentAnchor href={value?.href} external={value?.external}>
      {children}
    </ContentAnchor>
  );
}

function componentsFor(value: PortableTextBlocks, offset: 0 | 1): PortableTextComponents {
  const levels = headingLevels(value, offset);
  // Sanity gives every block a key; one without (never stored) keeps the plain offset.
  const levelOf = (key: string | undefined, depth: number) => levels.get(key ?? '') ?? ((2 + offset + depth) as HeadingLevel);
  return {
    block: {
      h2: ({ children, value: block }) => <Heading level={levelOf(block._key, 0)}>{children}</Heading>,
      h3: ({ children, value: block }) => <Heading level={levelOf(block._key, 1)}>{children}</Heading>,
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
      <PortableText value={value} components={componentsFor(value, headingOffset)} />
    </div>
  );
}
