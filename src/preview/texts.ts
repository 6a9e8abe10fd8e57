/** What the preview server says itself (the pages' own texts are in src/i18n/nb.ts). */
export const t = {
  loginRequired: 'Forhåndsvisningen åpnes fra «Forhåndsvisning» i Sanity Studio (logg inn der først).',
  invalidSecret: 'Lenken til forhåndsvisningen er utløpt eller ugyldig. Åpne den på nytt fra Sanity Studio.',
} as const;
