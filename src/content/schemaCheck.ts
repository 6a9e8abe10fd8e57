/**
 * Checks documents against the Studio's own schema (studio/schemaTypes), offline: the same rules an
 * editor meets in the Studio (required fields, MOD11 account numbers, alt texts, end after start…).
 * The content source runs it over the bundled dataset before the first page reads it (loader.ts), so a
 * broken document stops the build with its id and field named. This is the site's one door to the
 * Studio schema.
 */
import { createClient } from '@sanity/client';
import { createWorkspaceFromConfig, validateDocument } from 'sanity';
import { schemaTypes } from '../../studio/schemaTypes';
import type { SanityDocument } from './sources';
import { API_VERSION } from './sourceConfig';
import { DatasetError } from './datasetError';

export interface SchemaProblem {
  documentId: string;
  /** Dotted path of the field, e.g. `accountNumber` or `body.0.children`. */
  field: string;
  message: string;
}

let cachedWorkspace: Promise<unknown> | undefined;

function workspace(): Promise<unknown> {
  cachedWorkspace ??= createWorkspaceFromConfig({
    name: 'schema-check',
    projectId: 'demo0000',
    dataset: 'production',
    schema: { types: schemaTypes },
    // A user and a client up front, so the workspace never asks the network who is logged in.
    currentUser: { id: 'build', name: 'Build', email: 'build@example.com', role: 'administrator', roles: [] },
    getClient: () => createClient({ projectId: 'demo0000', dataset: 'production', apiVersion: API_VERSION, useCdn: false }),
  } as never);
  return cachedWorkspace;
}

/** Answers the one query schema rules send (slug uniqueness) from the documents themselves. */
function localClient(documents: SanityDocument[]) {
  const client = {
    withConfig: () => client,
    fetch: async (_query: string, params: { docType: string; published: string; slug: string }) =>
      !documents.some(
        (d) => d._type === params.docType && d._id !== params.published && (d.slug as { current?: string } | undefined)?.current === params.slug,
      ),
  };
  return client;
}

/**
 * Every schema error of every document; an unknown document type is an error too. References and
 * slug uniqueness are checked against `dataset` (default: the documents themselves), so one edited
 * document can be checked against the rest.
 */
export async function checkDocuments(documents: SanityDocument[], dataset: SanityDocument[] = documents): Promise<SchemaProblem[]> {
  const known = new Set<string>(schemaTypes.map((type) => type.name));
  const ids = new Set(dataset.map((d) => d._id));
  const problems: SchemaProblem[] = [];
  for (const document of documents) {
    if (document._type.startsWith('sanity.')) continue; // asset metadata, not editable content
    if (!known.has(document._type)) {
      problems.push({ documentId: document._id, field: '_type', message: `ukjent dokumenttype «${document._type}».` });
      continue;
    }
    const markers = await validateDocument({
      document: document as never,
      workspace: await workspace(),
      getDocumentExists: async ({ id }: { id: string }) => ids.has(id),
      getClient: () => localClient(dataset),
      environment: 'cli',
    } as never);
    for (const marker of markers) {
      if (marker.level !== 'error') continue;
      problems.push({ documentId: document._id, field: marker.path.join('.') || '(dokumentet)', message: marker.message });
    }
  }
  return problems;
}

/** One line per problem, in the build's message format (see datasetError.ts). */
export function describeProblems(problems: SchemaProblem[]): string {
  return problems.map((p) => new DatasetError(p.documentId, p.field, p.message).message).join('\n');
}
