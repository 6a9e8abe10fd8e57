import { BUILD_STATUS_ID } from '../../model/buildStatus';
import type { SanityDocument } from './sources';

/**
 * Documents the schema check passes over: asset metadata and a hosted project's system documents
 * (groups, roles) are not editable content, and the deploy pipeline's report to the Studio
 * (model/buildStatus.ts) has no content and no schema type. The report changes with every deploy,
 * so neither the check's passes nor a page's key (pageCacheKey.ts) may depend on it.
 */
export const notContent = (document: SanityDocument): boolean =>
  typeof document._type === 'string' &&
  (document._type.startsWith('sanity.') || document._type.startsWith('system.') || document._id === BUILD_STATUS_ID);
