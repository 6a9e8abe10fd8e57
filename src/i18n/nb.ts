/** Every fixed string a visitor sees on the public site, in Norwegian bokmål. */
export const t = {
  skipToContent: 'Hopp til hovedinnholdet',
  mainNav: 'Hovedmeny',
  menu: 'Meny',
  footerLegal: 'Juridisk',
  nav: {
    home: 'Hjem',
    program: 'Program',
    map: 'Kart',
    about: 'Om oss',
    calendar: 'Mobilkalender',
    activities: 'Aktiviteter',
    membership: 'Medlemskap',
    donations: 'Givertjeneste',
  },
  legal: {
    privacy: 'Personvern',
    terms: 'Bruksvilkår',
    cookies: 'Informasjonskapsler',
  },
  externalLink: '(åpnes i ny fane)',
  notFound: {
    title: 'Siden finnes ikke',
    /** The spec fixes the English phrase; it is kept verbatim next to the Norwegian text. */
    message: (path: string) => `Page not found: ${path}`,
    explanation: 'Vi fant ingen side på denne adressen. Kanskje lenken er gammel, eller adressen er skrevet feil.',
    home: 'Gå til forsiden',
  },
  serverError: {
    title: 'Noe gikk galt',
    message: 'Internal Server Error',
    explanation: 'Det oppstod en feil hos oss. Prøv igjen om litt.',
  },
} as const;
