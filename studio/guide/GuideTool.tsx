/**
 * «Veiledning»: the volunteer guide (docs/volunteer-guide.md) inside the Studio, as a tool beside
 * «Innhold» and «Forhåndsvisning». Sanity 6.9's help menu («?») is filled from Sanity's own servers
 * and takes no entries from the config, so the guide is a tool: in the top bar on a computer, in the
 * menu on a phone. The text and its pictures are bundled when the Studio is built, so they are the
 * ones in the repository (the pictures are taken by the Studio's browser test).
 */
import { Card, Container } from '@sanity/ui';
import { useMemo } from 'react';
import type { Tool } from 'sanity';
import { styled } from 'styled-components';
import guide from '../../docs/volunteer-guide.md?raw';
import { guideHtml } from './guideHtml';

const PICTURES = import.meta.glob<string>('../../docs/images/*.png', { eager: true, query: '?url', import: 'default' });

/** Prose in the Studio's own colours (light and dark), in lines short enough to read. */
const Prose = styled.article`
  color: var(--card-fg-color);
  font-family: inherit;
  font-size: 1rem;
  line-height: 1.6;
  overflow-wrap: anywhere;

  /* The Studio's reset takes every margin: give the text its spacing back, more above a heading than under it. */
  p,
  ol,
  ul,
  table,
  img {
    margin: 0 0 1rem;
  }

  h1,
  h2,
  h3 {
    margin-bottom: 0.75rem;
    line-height: 1.25;
  }

  h1 {
    font-size: 1.75rem;
  }

  h2 {
    margin-top: 2.5rem;
    font-size: 1.375rem;
  }

  h3 {
    margin-top: 2rem;
    font-size: 1.125rem;
  }

  a {
    color: var(--card-link-color);
  }

  img {
    display: block;
    max-width: 100%;
    height: auto;
    border: 1px solid var(--card-border-color);
    border-radius: 4px;
  }

  table {
    border-collapse: collapse;
    width: 100%;
  }

  th,
  td {
    padding: 0.5rem;
    border: 1px solid var(--card-border-color);
    text-align: left;
    vertical-align: top;
  }

  /* (The Studio's reset takes lists' indent and bold's weight.) */
  ol,
  ul {
    padding-left: 1.75rem;
  }

  strong {
    font-weight: 600;
  }

  li + li {
    margin-top: 0.25rem;
  }
`;

function GuideTool() {
  const html = useMemo(
    () => guideHtml(guide, new Map(Object.entries(PICTURES).map(([path, url]) => [path.split('/').pop() ?? path, url]))),
    [],
  );
  return (
    <Card height="fill" overflow="auto" paddingX={4} paddingY={5}>
      <Container width={2}>
        {/* The guide is the project's own file, rendered at build time from the repository. */}
        <Prose data-testid="volunteer-guide" dangerouslySetInnerHTML={{ __html: html }} />
      </Container>
    </Card>
  );
}

export const guideTool: Tool = {
  name: 'veiledning',
  title: 'Veiledning',
  component: GuideTool,
};
