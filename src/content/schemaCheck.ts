/**
 * Checks documents against the Studio's own schema (studio/schemaTypes), offline: the same rules an
 * editor meets in the Studio (required fields, MOD11 account numbers, alt texts, end after start…).
 * The content source runs it over the bundled dataset before the first page reads it (loader.ts), so a
 * broken document stops the build with its id and field named. This is the site's one door to the
 * Studio schema.
 */
import { createClient } from '@sanity/client';
import { nbNOLocale } from '@sanity/locale-nb-no';
import { createWorkspaceFromConfig, validateDocument } from 'sanity';
import { schemaTypes } from '../../studio/schemaTypes';
import { groqJsFetcher, type SanityDocument } from './sources';
import { API_VERSION } from './sourceConfig';
import { DatasetError } from './datasetError';
import { notContent } from './uncheckedDocuments';

export interface SchemaProblem {
  documentId: string;
  /** Dotted path of the field, array items by position: `accountNumber`, `body.2.markDefs.0.href`. */
  field: string;
  /** The same path as an editor reads it in the Studio: «Hva skjer? (fyldig tekst), avsnitt 3, lenke, Adresse». */
  label: string;
  message: string;
}

/** The parts of a compiled Sanity schema type that name a path. */
interface PathType {
  name?: string;
  title?: string;
  type?: PathType;
  fields?: { name: string; type: PathType }[];
  of?: PathType[];
}
type PathSegment = string | number | { _key: string } | [number | '', number | ''];

const isBlock = (type: PathType | undefined): boolean => Boolean(type && (type.name === 'block' || isBlock(type.type)));

/**
 * A validation marker's path in the words of the Studio: field titles from the schema, paragraphs of
 * text as «avsnitt N», other list items as «punkt N», a link inside a paragraph as «lenke».
 */
function readablePath(documentType: PathType | undefined, document: unknown, path: PathSegment[]): { field: string; label: string } {
  const fields: string[] = [];
  const labels: string[] = [];
  let type = documentType;
  let value: unknown = document;
  let inBlock = false;
  for (const segment of path) {
    if (typeof segment === 'string') {
      const field = type?.fields?.find((f) => f.name === segment);
      fields.push(segment);
      // A paragraph's own parts (its text and its list of links) are not fields an editor sees.
      if (!(inBlock && (segment === 'children' || segment === 'markDefs'))) labels.push(field?.type.title ?? segment);
      type = field?.type;
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
      continue;
    }
    const items = Array.isArray(value) ? (value as { _key?: string; _type?: string }[]) : [];
    const index =
      typeof segment === 'number'
        ? segment
        : '_key' in Object(segment)
          ? items.findIndex((item) => item?._key === (segment as { _key: string })._key)
          : -1;
    const item = items[index];
    const member = type?.of?.find((m) => m.name === item?._type) ?? type?.of?.[0];
    fields.push(String(index));
    if (isBlock(member)) {
      labels.push(`avsnitt ${index + 1}`);
      inBlock = true;
    } else if (inBlock) {
      labels.push(item?._type === 'span' ? 'tekst' : (member?.title ?? item?._type ?? 'merke').toLowerCase());
    } else {
      labels.push(`punkt ${index + 1}`);
    }
    type = member;
    value = item;
  }
  return { field: fields.join('.') || '(dokumentet)', label: labels.join(', ') || '(dokumentet)' };
}

let cachedWorkspace: Promise<unknown> | undefined;

function workspace(): Promise<unknown> {
  cachedWorkspace ??= createWorkspaceFromConfig({
    name: 'schema-check',
    projectId: 'demo0000',
    dataset: 'production',
    schema: { types: schemaTypes },
    // Sanity's own messages in Norwegian, as the Studio shows them (sanity.config.ts has the same locale).
    plugins: [nbNOLocale()],
    // A user and a client up front, so the workspace never asks the network who is logged in.
    currentUser: { id: 'build', name: 'Build', email: 'build@example.com', role: 'administrator', roles: [] },
    getClient: () => createClient({ projectId: 'demo0000', dataset: 'production', apiVersion: API_VERSION, useCdn: false }),
  } as never);
  return cachedWorkspace;
}

/** Answers the queries schema rules send (slug uniqueness, an activity's series) from the documents themselves, with GROQ. */
function localClient(documents: SanityDocument[]) {
  const fetch = groqJsFetcher(documents);
  const client = {
    withConfig: () => client,
    fetch: (query: string, params: Record<string, unknown>) => fetch(query, params),
  };
  return client;
}

/**
 * What the Studio always gives a document and an export can lack: an id and a type, and an id of
 * its own. Without them the build cannot say which document is meant (and a duplicate id drops a page).
 */
function identityProblems(documents: SanityDocument[]): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const seen = new Map<string, number>();
  documents.forEach((document, index) => {
    const where = `dokument nr. ${index + 1}`;
    if (typeof document._id !== 'string' || document._id === '') {
      problems.push({
        documentId: where,
        field: '_id',
        label: 'id',
        message: 'mangler id (_id). Hvert dokument trenger en id; eksporter datasettet på nytt, eller skriv inn en.',
      });
    } else {
      seen.set(document._id, (seen.get(document._id) ?? 0) + 1);
    }
    if (typeof document._type !== 'string' || document._type === '') {
      problems.push({
        documentId: document._id || where,
        field: '_type',
        label: 'dokumenttype',
        message: 'mangler dokumenttype (_type). Skriv inn typen, f.eks. «event».',
      });
    }
  });
  for (const [id, count] of seen) {
    if (count > 1)
      problems.push({
        documentId: id,
        field: '_id',
        label: 'id',
        message: `finnes ${count} ganger i datasettet. Gi hvert dokument sin egen id, eller fjern kopien.`,
      });
  }
  return problems;
}

/**
 * Every schema error of every document; an unknown document type is an error too. References and
 * slug uniqueness are checked against `dataset` (default: the documents themselves), so one edited
 * document can be checked against the rest.
 */
export async function checkDocuments(documents: SanityDocument[], dataset: SanityDocument[] = documents): Promise<SchemaProblem[]> {
  const known = new Set<string>(schemaTypes.map((type) => type.name));
  const ids = new Set(dataset.map((d) => d._id));
  const problems: SchemaProblem[] = identityProblems(documents);
  for (const document of documents) {
    if (typeof document._id !== 'string' || typeof document._type !== 'string') continue;
    if (notContent(document)) continue;
    if (!known.has(document._type)) {
      problems.push({
        documentId: document._id,
        field: '_type',
        label: 'dokumenttype',
        message: `ukjent dokumenttype «${document._type}».`,
      });
      continue;
    }
    const markers = await validateDocument({
      document: document as never,
      workspace: await workspace(),
      getDocumentExists: async ({ id }: { id: string }) => ids.has(id),
      getClient: () => localClient(dataset),
      // As in the Studio: in 'cli' mode Sanity turns every rule on an object-typed field (a slug, an
      // image) into a warning, so a reserved slug would pass the build.
      environment: 'studio',
    } as never);
    const documentType = schemaOf(await workspace(), document._type);
    for (const marker of markers) {
      if (marker.level !== 'error') continue;
      problems.push({
        documentId: document._id,
        ...readablePath(documentType, document, marker.path),
        message: marker.message,
      });
    }
  }
  return problems;
}

function schemaOf(workspace: unknown, typeName: string): PathType | undefined {
  return (workspace as { schema: { get(name: string): PathType | undefined } }).schema.get(typeName);
}

/** One line per problem, in the build's message format (see datasetError.ts), the field as the Studio names it. */
export function describeProblems(problems: SchemaProblem[]): string {
  return problems.map((p) => new DatasetError(p.documentId, p.label, p.message, p.field).message).join('\n');
}

/** A document type as the Studio shows it: its title and its fields' names in the form's order. */
export function studioDocumentType(name: string): { title: string; fields: string[] } | undefined {
  const type = (schemaTypes as { name: string; title?: string; fields?: { name: string }[] }[]).find((t) => t.name === name);
  return type && { title: type.title ?? name, fields: (type.fields ?? []).map((field) => field.name) };
}

interface TypeDefinition {
  name: string;
  title?: string;
  type?: string;
  fields?: TypeDefinition[];
}
const definitions = schemaTypes as unknown as TypeDefinition[];
const definition = (name: string | undefined) => definitions.find((type) => type.name === name);

/** A field's path as the Studio names it: `recurrence.frequency` of an event → «Gjentakelse, Hvor ofte»; a path the schema lacks stays as written. */
export function studioFieldTitle(documentType: string, path: string): string {
  const titles: string[] = [];
  let fields = definition(documentType)?.fields;
  for (const part of path.split('.')) {
    const field = fields?.find((f) => f.name === part);
    if (!field) return titles.length ? titles.join(', ') : path;
    titles.push(field.title ?? part);
    fields = field.fields ?? definition(field.type)?.fields;
  }
  return titles.join(', ');
}
