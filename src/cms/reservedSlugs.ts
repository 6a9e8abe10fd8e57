/** Addresses under /program that are pages of their own, not events (shared by the Studio and the build). */
export const RESERVED_EVENT_SLUGS: readonly string[] = ['arkiv', 'kategori'];
