import type { SchemaProblem } from './schemaCheck';
/**
 * The one message format for a broken content document: the build stops and names id and field.
 * `path`: the field's data path when `field` is the Studio's name for it («Kontonummer» (accountNumber)).
 */
export class DatasetError extends Error {
  constructor(
    readonly documentId: string,
    readonly field: string,
    readonly problem: string,
    path?: string,
  ) {
    super(`Datasettet: dokumentet «${documentId}», feltet «${field}»${path && path !== field ? ` (${path})` : ''}: ${problem}`);
    this.name = 'DatasetError';
  }
}

export function required<T>(documentId: string, field: string, value: T | null | undefined): T {
  if (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  ) {
    throw new DatasetError(documentId, field, 'mangler.');
  }
  return value;
}

/** The schema check's refusal, with each problem kept for a report that orders them (scripts/content-check.mjs). */
export class SchemaCheckError extends Error {
  constructor(
    message: string,
    readonly problems: readonly SchemaProblem[],
  ) {
    super(message);
    this.name = 'SchemaCheckError';
  }
}
