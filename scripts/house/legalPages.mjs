/**
 * The three legal pages of a new house, as Norwegian templates with the house's own name, address,
 * e-mail and phone filled in. They describe what the site itself does (Firebase for attendance and
 * membership applications, the consent banner); the house's board reads them through before publishing.
 */
import { paths } from '../../model/routes';
import { blockWriter } from './blocks.mjs';

/** @typedef {import('./questions.mjs').HouseAnswers} HouseAnswers */

/** @param {HouseAnswers} house */
const mail = (house) => ({ text: house.email, href: `mailto:${house.email}` });

/** @param {HouseAnswers} house */
function privacy(house) {
  const { paragraph, heading, bullet } = blockWriter();
  const organisation = house.orgNumber ? ` (organisasjonsnummer ${house.orgNumber})` : '';
  return {
    slug: 'personvern',
    title: 'Personvernerklæring',
    description: `Hvilke personopplysninger ${house.name} behandler når du bruker nettsiden, melder at du kommer eller søker medlemskap.`,
    body: [
      paragraph(
        `${house.name}, ved styret, er behandlingsansvarlig for personopplysningene som samles inn gjennom denne nettsiden. Huset eies av ${house.owner}${organisation}, ${house.street}, ${house.postcode} ${house.town}. Her forklarer vi hva vi lagrer, hvorfor, og hvilke rettigheter du har.`,
      ),
      heading('Når du besøker nettsiden'),
      paragraph(
        'Nettsiden bruker ikke analyseverktøy og viser ikke reklame. Serveren kan lagre vanlige tekniske logger (IP-adresse, tidspunkt og adresse på siden) i inntil 30 dager for å rette feil og stoppe misbruk.',
      ),
      heading('Når du melder at du kommer'),
      paragraph(
        'På arrangementssidene kan du svare på om du kommer. Svaret lagres i Google Firebase (Cloud Firestore) sammen med en anonym identifikator for nettleseren din, slik at du kan endre svaret senere. Svarene slettes senest 30 dager etter arrangementet.',
      ),
      heading('Når du søker medlemskap'),
      paragraph(
        'Søker du medlemskap på nettsiden, lagrer vi navn, fødselsdato, adresse, e-post og telefonnummer i Google Firebase (Cloud Firestore). Bare styret kan lese søknadene. Opplysningene brukes til å behandle søknaden og føre medlemsregisteret. Grunnlaget er avtalen om medlemskap (personvernforordningen artikkel 6 nr. 1 b).',
      ),
      heading('Informasjonskapsler'),
      paragraph('Se ', { text: 'oversikten over informasjonskapsler', href: paths.legal('informasjonskapsler') }, '.'),
      heading('Databehandler'),
      paragraph(
        'Google Ireland Limited leverer Firebase som databehandler for oss. Data kan bli overført til USA under EUs standardavtaler og EU–US Data Privacy Framework.',
      ),
      heading('Dine rettigheter'),
      bullet('Du kan be om innsyn i opplysningene vi har om deg.'),
      bullet('Du kan be oss rette eller slette opplysninger.'),
      bullet(
        'Du kan klage til ',
        { text: 'Datatilsynet', href: 'https://www.datatilsynet.no/' },
        ' hvis du mener vi behandler opplysningene dine feil.',
      ),
      paragraph('Send henvendelser til ', mail(house), '. Vi svarer innen 30 dager.'),
    ],
  };
}

/** @param {HouseAnswers} house */
function terms(house) {
  const { paragraph, heading, bullet } = blockWriter();
  return {
    slug: 'bruksvilkar',
    title: 'Bruksvilkår',
    description: `Vilkårene for å bruke nettsiden til ${house.name}, melde at du kommer og søke medlemskap.`,
    body: [
      paragraph(`Nettsiden til ${house.name} er gratis å bruke. Ved å bruke den godtar du disse vilkårene.`),
      heading('Innholdet'),
      paragraph(
        'Vi gjør vårt beste for at programmet og annen informasjon stemmer, men endringer kan skje på kort varsel. Ved tvil, ring oss på ',
        { text: house.phone, href: `tel:${house.phone.replaceAll(' ', '')}` },
        '.',
      ),
      paragraph(`Tekster og bilder på nettsiden tilhører ${house.name} eller dem som har laget dem.`),
      heading('Når du melder deg på eller søker medlemskap'),
      bullet('Oppgi riktige opplysninger, og bare om deg selv.'),
      bullet('Du må ha nådd ', { text: 'aldersgrensen for medlemskap', href: paths.membership }, ' for å søke.'),
      bullet('Ikke prøv å misbruke skjemaene, for eksempel med automatiske innsendinger.'),
      heading('Endringer'),
      paragraph('Vi kan endre vilkårene. Datoen øverst viser når de sist ble endret. Spørsmål kan sendes til ', mail(house), '.'),
    ],
  };
}

/** @param {HouseAnswers} house */
function cookies(house) {
  const { paragraph, heading } = blockWriter();
  return {
    slug: 'informasjonskapsler',
    title: 'Informasjonskapsler',
    description: `Hvilke informasjonskapsler og hvilken lokal lagring nettsiden til ${house.name} bruker, og hvorfor.`,
    body: [
      paragraph(
        'Informasjonskapsler (cookies) er små tekstfiler som nettleseren lagrer. Vi bruker så få som mulig, og ingen til reklame eller sporing.',
      ),
      heading('Nødvendige'),
      paragraph(
        'Disse trengs for at nettsiden skal huske valgene dine. De lagres først når du tar funksjonen i bruk, eller for å huske svaret ditt i samtykkebanneret.',
      ),
      heading('Valgfrie'),
      paragraph(
        'Trykker du «Godta» i banneret, viser arrangementssidene med en gang hvor mange som kommer. Tallene hentes fra Google Firebase. Vi teller ikke besøk og bruker ikke annonser.',
      ),
      heading('Endre valget ditt'),
      paragraph(
        'Trykk «Endre valg for informasjonskapsler» nederst på siden. Les mer i ',
        { text: 'personvernerklæringen', href: paths.legal('personvern') },
        ', eller skriv til ',
        mail(house),
        '.',
      ),
    ],
  };
}

/**
 * The legal pages, one per address the site shows.
 * @param {HouseAnswers} house
 */
export const legalPages = (house) => [privacy(house), terms(house), cookies(house)];
