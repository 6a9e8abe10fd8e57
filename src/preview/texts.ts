/** What the preview server says itself (the pages' own texts are in src/i18n/nb.ts). */
export const t = {
  loginRequired: 'Forhåndsvisningen åpnes fra «Forhåndsvisning» i Sanity Studio (logg inn der først).',
  invalidSecret: 'Lenken til forhåndsvisningen er utløpt eller ugyldig. Åpne den på nytt fra Sanity Studio.',
  /** «Utkastet «Julebasar»» or, without a title, «Utkastet til Arrangement». */
  draft: (title: string | undefined, typeTitle: string) => (title ? `Utkastet «${title}»` : `Utkastet til ${typeTitle.toLowerCase()}`),
  /** «feltet «Adresse» mangler.» */
  fieldProblem: (field: string, problem: string) =>
    /^mangler\b/.test(problem) ? `feltet «${field}» ${problem}` : `feltet «${field}»: ${problem}`,
  cannotShow: 'kan ikke vises ennå',
  showsPublished: 'Siden viser den publiserte versjonen.',
  showsWithout: 'Det er ikke publisert, så siden viser det ikke.',
  openInStudio: 'Åpne utkastet i Studio',
  notesTitle: 'Utkast som ikke vises',
  pageFailed:
    'Siden kan ikke vises i forhåndsvisningen akkurat nå. Prøv igjen om litt; vises den fortsatt ikke, si fra til den som drifter nettstedet.',
} as const;
