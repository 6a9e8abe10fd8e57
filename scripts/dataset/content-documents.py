#!/usr/bin/env python3
"""Writes the content documents of the bundled dataset as NDJSON to stdout.
Kept as a script so the Portable Text keys stay stable and the text stays readable here."""
import json, itertools

counter = itertools.count(1)
def key(): return f"k{next(counter):04d}"

def span(text, marks=None):
    return {"_type": "span", "_key": key(), "text": text, "marks": marks or []}

def block(style, *parts, list_item=None):
    """parts: plain strings, or (text, href, external) tuples for links."""
    children, defs = [], []
    for p in parts:
        if isinstance(p, tuple):
            text, href, external = p
            k = key()
            defs.append({"_type": "link", "_key": k, "href": href, "external": external})
            children.append(span(text, [k]))
        else:
            children.append(span(p))
    b = {"_type": "block", "_key": key(), "style": style, "markDefs": defs, "children": children}
    if list_item:
        b["listItem"] = "bullet"; b["level"] = 1
    return b

P = lambda *p: block("normal", *p)
H2 = lambda t: block("h2", t)
H3 = lambda t: block("h3", t)
Q = lambda *p: block("blockquote", *p)
LI = lambda *p: block("normal", *p, list_item=True)

T = "2026-11-23T09:00:00Z"
docs = []

docs.append({
    "_id": "location", "_type": "location", "_createdAt": T, "_updatedAt": T,
    "locationName": "Sentrum bedehus",
    "purpose": "Sentrum bedehus er et sted for bønn, forkynnelse og fellesskap midt i byen. Vi vil at mennesker i alle aldre skal møte Jesus og finne et hjem i et levende fellesskap.",
    "streetAddress": "Kirkegata 10", "postalCode": "7013", "city": "Trondheim",
    "owner": "Trondhjems Indremisjonsselskap",
    "built": 1877,
    "coordinates": {"_type": "geopoint", "lat": 63.4305, "lng": 10.3951},
    "img": {"_type": "image", "_sanityAsset": "image@file://../../public/images/bedehuset.svg"},
    "imgAlt": "Tegning av det hvite bedehuset med rødt saltak, lite klokketårn og fire høye buede vinduer mot gata.",
    "imgCaptionName": "Tegning: Ingrid Haugen",
    "map": {"_type": "image", "_sanityAsset": "image@file://../../public/images/kart-sentrum.svg"},
    "mapAlt": "Forenklet kart over sentrum. Bedehuset ligger i Kirkegata, ett kvartal vest for Torget og nord for elva.",
    "about": [
        P("Sentrum bedehus ble reist i 1877 av folk fra byens indremisjonsforening, som trengte et eget sted for bibeltimer, bønnemøter og søndagsskole. Huset har stått i Kirkegata siden, og eies i dag av Trondhjems Indremisjonsselskap."),
        H2("Hvem vi er"),
        P("Vi er et luthersk misjonsfellesskap med medlemmer fra hele byen. Forsamlingen ledes av et styre som velges på årsmøtet, og alt arbeidet bæres av frivillige."),
        Q("«Kom til meg, alle dere som strever og bærer tunge byrder, og jeg vil gi dere hvile.» (Matteus 11,28)"),
        H2("Dette står vi for"),
        LI("Bibelen som Guds ord og rettesnor for tro og liv."),
        LI("Et åpent hus der alle er velkommen, uansett bakgrunn."),
        LI("Misjon i nærmiljøet og ute i verden."),
        H3("Kontakt"),
        P("Ta gjerne kontakt på ", ("post@sentrumbedehus.no", "mailto:post@sentrumbedehus.no", False), " eller ring ", ("73 00 00 00", "tel:+4773000000", False), ". Programmet finner du under ", ("Program", "/program", False), "."),
    ],
    "membership": [
        P("Som medlem er du med og bærer arbeidet på Sentrum bedehus. Du får stemmerett på årsmøtet, og kontingenten går til drift og vedlikehold av huset."),
        H2("Slik blir du medlem"),
        LI("Fyll ut skjemaet nedenfor, eller snakk med noen i styret etter et møte."),
        LI("Styret behandler søknaden på første styremøte."),
        LI("Du får svar på e-post, med informasjon om hvordan du betaler kontingenten."),
        P("Medlemskapet gjelder fra du har betalt kontingenten og fortsetter til du melder deg ut. Utmelding sender du til ", ("post@sentrumbedehus.no", "mailto:post@sentrumbedehus.no", False), "."),
    ],
    "donations": [
        P("Arbeidet på Sentrum bedehus drives av gaver. Hver krone går til barne- og ungdomsarbeidet, misjonsprosjektene og vedlikeholdet av det gamle huset."),
        H2("Skattefradrag"),
        P("Gaver til misjonsarbeidet gir rett til skattefradrag gjennom Trondhjems Indremisjonsselskap. Oppgi fødselsnummeret ditt i meldingsfeltet, så sørger vi for at gaven blir meldt til Skatteetaten. Les mer om ordningen hos ", ("Skatteetaten", "https://www.skatteetaten.no/person/skatt/hjelp-til-riktig-skatt/gaver-til-frivillige-organisasjoner/", True), "."),
        P("Vil du gi fast hver måned? Snakk med kassereren eller send en e-post til ", ("post@sentrumbedehus.no", "mailto:post@sentrumbedehus.no", False), "."),
    ],
    "activities": [
        P("Det skjer noe på bedehuset nesten hver dag. Her er det faste arbeidet, med dag, tid og sted slik de står i ", ("programmet", "/program", False), ". Der ser du også ferier og avlysninger."),
        P("Alle aktiviteter er åpne. Vil du bidra som frivillig, ta kontakt på ", ("post@sentrumbedehus.no", "mailto:post@sentrumbedehus.no", False), "."),
    ],
})

docs.append({"_id": "membership", "_type": "membership", "_createdAt": T, "_updatedAt": T, "feeKroner": 100, "minimumAge": 15})

docs += [
    {"_id": "donationRecipient-drift", "_type": "donationRecipient", "_createdAt": T, "_updatedAt": T, "order": 1,
     "label": "Drift av bedehuset", "description": "Strøm, varme, vedlikehold og lønn til vaktmester.",
     "vippsNumber": "548210", "accountNumber": "15032701008"},
    {"_id": "donationRecipient-barn-og-unge", "_type": "donationRecipient", "_createdAt": T, "_updatedAt": T, "order": 2,
     "label": "Barne- og ungdomsarbeidet", "description": "Søndagsskolen, klubbene og leirene for barn og ungdom.",
     "vippsNumber": "548211", "accountNumber": "30001511005"},
    {"_id": "donationRecipient-misjon", "_type": "donationRecipient", "_createdAt": T, "_updatedAt": T, "order": 3,
     "label": "Misjonsprosjektene", "description": "Skolearbeid i Etiopia og bibeloversettelse i Kenya, gjennom Trondhjems Indremisjonsselskap.",
     "vippsNumber": "87321", "accountNumber": "12540591006"},
]

def activity(series, description):
    return {"_id": f"activity-{series}", "_type": "activity", "_createdAt": T, "_updatedAt": T,
            "series": {"_type": "reference", "_ref": f"event-{series}"}, "description": description}

docs += [
    activity("sondagsmote", "Møte med forkynnelse, sang og kirkekaffe for alle generasjoner. Barna har søndagsskole under talen."),
    activity("bonnemote", "En stille time med bønn for byen, misjonen og hverandre. Du kan be høyt eller være med i stillhet."),
    activity("bibelgruppe", "Vi leser en bibeltekst sammen og samtaler om den. Ingen forkunnskaper trengs."),
    activity("barneklubb", "For barn fra 6 til 12 år: middag, bibelfortelling, sang, lek og forming. Klubben er gratis."),
    activity("ungdomsklubb", "For ungdom fra 8. klasse: andakt, kiosk, biljard, bordtennis og brettspill. Ledere er til stede hele kvelden."),
    activity("formiddagstreff", "For alle som har tid på dagtid: andakt, sang, en gjest med et tema og lunsj sammen. Skyss kan ordnes."),
]

def legal(slug, title, description, body):
    return {"_id": f"legalPage-{slug}", "_type": "legalPage", "_createdAt": T, "_updatedAt": T,
            "title": title, "slug": {"_type": "slug", "current": slug}, "description": description,
            "updated": "2026-11-23", "body": body}

docs.append(legal("personvern", "Personvernerklæring",
    "Hvilke personopplysninger Sentrum bedehus behandler når du bruker nettsiden, melder at du kommer eller søker medlemskap.", [
    P("Sentrum bedehus, ved styret, er behandlingsansvarlig for personopplysningene som samles inn gjennom denne nettsiden. Her forklarer vi hva vi lagrer, hvorfor, og hvilke rettigheter du har."),
    H2("Når du besøker nettsiden"),
    P("Nettsiden bruker ikke analyseverktøy og viser ikke reklame. Sidene lastes fra vår egen server, og kartet er et bilde vi har laget selv, så ingen andre får vite at du besøker oss. Serveren kan lagre vanlige tekniske logger (IP-adresse, tidspunkt og adresse på siden) i inntil 30 dager for å rette feil og stoppe misbruk."),
    H2("Når du melder at du kommer"),
    P("På arrangementssidene kan du svare på om du kommer. Svaret lagres i Google Firebase (Cloud Firestore) sammen med en anonym identifikator for nettleseren din, slik at du kan endre svaret senere. Vi bruker tallene til å planlegge mat og plass. Svarene slettes senest 30 dager etter arrangementet."),
    H2("Når du søker medlemskap"),
    P("Søker du medlemskap på nettsiden, lagrer vi navn, fødselsdato, adresse, e-post og telefonnummer i Google Firebase (Cloud Firestore). Bare styret kan lese søknadene. Opplysningene brukes til å behandle søknaden, føre medlemsregisteret og sende innkalling til årsmøtet. Grunnlaget er avtalen om medlemskap (personvernforordningen artikkel 6 nr. 1 b)."),
    P("Blir søknaden ikke innvilget, sletter vi den innen tre måneder. Medlemsopplysninger slettes senest ett år etter at medlemskapet er avsluttet."),
    H2("Informasjonskapsler"),
    P("Vi bruker bare informasjonskapsler og lokal lagring som trengs for at funksjonene du selv tar i bruk skal virke, og husker valget ditt om informasjonskapsler. Se ", ("oversikten over informasjonskapsler", "/juridisk/informasjonskapsler", False), "."),
    H2("Databehandler"),
    P("Google Ireland Limited leverer Firebase som databehandler for oss. Data kan bli overført til USA under EUs standardavtaler og EU–US Data Privacy Framework."),
    H2("Dine rettigheter"),
    LI("Du kan be om innsyn i opplysningene vi har om deg."),
    LI("Du kan be oss rette eller slette opplysninger."),
    LI("Du kan klage til ", ("Datatilsynet", "https://www.datatilsynet.no/", True), " hvis du mener vi behandler opplysningene dine feil."),
    P("Send henvendelser til ", ("post@sentrumbedehus.no", "mailto:post@sentrumbedehus.no", False), ". Vi svarer innen 30 dager."),
]))

docs.append(legal("bruksvilkar", "Bruksvilkår",
    "Vilkårene for å bruke nettsiden til Sentrum bedehus, melde at du kommer og søke medlemskap.", [
    P("Nettsiden til Sentrum bedehus er gratis å bruke. Ved å bruke den godtar du disse vilkårene."),
    H2("Innholdet"),
    P("Vi gjør vårt beste for at programmet og annen informasjon stemmer, men endringer kan skje på kort varsel. Ved tvil, ring oss på ", ("73 00 00 00", "tel:+4773000000", False), "."),
    P("Tekster og bilder på nettsiden tilhører Sentrum bedehus eller dem som har laget dem. Du kan gjerne dele lenker og skrive ut programmet til eget bruk."),
    H2("Når du melder deg på eller søker medlemskap"),
    LI("Oppgi riktige opplysninger, og bare om deg selv."),
    LI("Du må ha nådd ", ("aldersgrensen for medlemskap", "/medlemskap", False), " for å søke."),
    LI("Ikke prøv å misbruke skjemaene, for eksempel med automatiske innsendinger."),
    H2("Lenker til andre nettsteder"),
    P("Vi lenker til andre nettsteder, for eksempel kartapper. Vi har ikke ansvar for innholdet der, og lenkene åpnes i en ny fane."),
    H2("Endringer"),
    P("Vi kan endre vilkårene. Datoen øverst viser når de sist ble endret. Spørsmål kan sendes til ", ("post@sentrumbedehus.no", "mailto:post@sentrumbedehus.no", False), "."),
]))

docs.append(legal("informasjonskapsler", "Informasjonskapsler",
    "Hvilke informasjonskapsler og hvilken lokal lagring nettsiden til Sentrum bedehus bruker, og hvorfor.", [
    P("Informasjonskapsler (cookies) er små tekstfiler som nettleseren lagrer. Vi bruker så få som mulig, og ingen til reklame eller sporing."),
    H2("Nødvendige"),
    P("Disse trengs for at nettsiden skal huske valgene dine. De settes først når du tar funksjonen i bruk, eller for å huske svaret ditt i samtykkebanneret."),
    H2("Valgfrie"),
    P("Svar på om du kommer på et arrangement lagres via Google Firebase. Det tas bare i bruk hvis du sier ja til det i banneret eller når du selv sender inn et svar."),
    H3("Endre valget ditt"),
    P("Du kan slette informasjonskapsler i innstillingene til nettleseren din. Da blir du spurt på nytt neste gang du besøker oss. Les mer i ", ("personvernerklæringen", "/juridisk/personvern", False), "."),
]))

for d in docs:
    print(json.dumps(d, ensure_ascii=False, separators=(",", ":")))
