/**
 * `npm run house:new` writes an empty house, and `npm run content:check` on it names every fact the
 * helper still has to fill in, in the order they do it; once filled in, the check lets the build through.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readNdjson, type SanityDocument } from '../../../../src/content/sources';

const dir = mkdtempSync(join(tmpdir(), 'house-new-'));
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>';
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const FACTS = [
  '--name=Fjellheim bedehus',
  '--street=Storgata 5',
  '--postcode=9008',
  '--town=Tromsø',
  '--email=post@fjellheim.example',
  '--phone=+47 77 00 00 00',
  '--owner=Fjellheim bedehusforening',
];

async function contentCheck(file: string) {
  vi.resetModules();
  vi.stubEnv('SANITY_PROJECT_ID', '');
  vi.stubEnv('SITE_NOW', '2026-11-23T12:00:00+01:00');
  vi.stubEnv('CONTENT_DATASET_FILE', file);
  const { contentCheck } = await import('../../../../scripts/content-check.mjs');
  return contentCheck();
}

/** The command in this process; in a terminal, each of `answers` typed when a question is asked. */
async function newHouse(argv: string[], answers: string[] = [], interactive = false) {
  const { newHouse } = await import('../../../../scripts/house/new.mjs');
  const output = new PassThrough();
  const stdin = new PassThrough();
  const typed = [...answers];
  let text = '';
  output.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    if (text.endsWith(': ') && typed.length) stdin.write(`${typed.shift()}\n`);
  });
  const code = await newHouse({ argv, input: stdin, output, interactive });
  return { code, text };
}

/** The facts only the house can give, as a helper fills them in the Studio. */
function filledIn(documents: SanityDocument[]): SanityDocument[] {
  const image = (file: string) => ({ _type: 'image', _sanityAsset: `image@file://./images/${file}` });
  const facts: Record<string, Record<string, unknown>> = {
    siteSettings: { description: 'Bedehus i Tromsø sentrum.' },
    location: {
      purpose: 'Et sted for bønn og fellesskap.',
      built: 1912,
      coordinates: { _type: 'geopoint', lat: 69.6496, lng: 18.956 },
      openingHours: 'Åpent når det er møter.',
      entrance: 'Inngangen er mot Storgata.',
      parking: 'Gateparkering.',
      accessibility: 'Trinnfri inngang.',
      img: image('huset.svg'),
      imgAlt: 'Tegning av huset.',
      imgCaptionName: 'Kari Nordmann',
      map: image('kart.svg'),
      mapAlt: 'Kart over sentrum.',
    },
    membership: { feeKroner: 200, minimumAge: 15 },
    'donationRecipient-drift': { vippsNumber: '548210', accountNumber: '12540591006' },
  };
  return documents.map((d) => ({ ...d, ...facts[d._id] }));
}

describe('house:new', () => {
  const file = join(dir, 'house.ndjson');

  it('writes a starter dataset from flags: the facts given, the legal pages with the name filled in, no events', () => {
    const run = spawnSync('node', ['--import', 'tsx', 'scripts/house/new.mjs', `--out=${file}`, ...FACTS], {
      encoding: 'utf8',
      env: { ...process.env, SITE_NOW: '2026-11-23T12:00:00+01:00' },
      timeout: 120_000,
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const documents = readNdjson(readFileSync(file, 'utf8'));
    const byId = new Map(documents.map((d) => [d._id, d]));
    expect(byId.get('siteSettings')).toMatchObject({ productName: 'Fjellheim bedehus', email: 'post@fjellheim.example' });
    expect(byId.get('location')).toMatchObject({ streetAddress: 'Storgata 5', postalCode: '9008', city: 'Tromsø' });
    expect(documents.filter((d) => d._type === 'event')).toEqual([]);
    const privacy = JSON.stringify(byId.get('legalPage-personvern'));
    expect(privacy).toContain('Fjellheim bedehus, ved styret');
    expect(privacy).toContain('mailto:post@fjellheim.example');
    expect(privacy).toContain('Storgata 5, 9008 Tromsø');
    expect(byId.get('legalPage-bruksvilkar')?.updated).toBe('2026-11-23');
    expect(readFileSync(file, 'utf8')).not.toMatch(/Sentrum|Trondheim|Kirkegata/);
  }, 150_000);

  it('content:check on it names each missing fact in Norwegian, by document and field as the Studio names them, in the helper’s order', async () => {
    const { ok, text } = await contentCheck(file);
    expect(ok).toBe(false);
    const listed = [...text.matchAll(/^ +\d+\. (.+?): /gm)].map((m) => m[1]);
    expect(listed).toEqual([
      'Innstillinger for nettstedet › Beskrivelse',
      'Bedehuset › Formål',
      'Bedehuset › Byggeår',
      'Bedehuset › Koordinater',
      'Bedehuset › Åpningstider',
      'Bedehuset › Inngang',
      'Bedehuset › Parkering',
      'Bedehuset › Tilgjengelighet',
      'Bedehuset › Bilde av huset',
      'Bedehuset › Alternativ tekst til bildet',
      'Bedehuset › Bildekreditt (navn)',
      'Bedehuset › Kart over nærområdet',
      'Bedehuset › Alternativ tekst til kartet',
      'Medlemskap › Kontingent (kroner per år)',
      'Medlemskap › Aldersgrense (år)',
      'Gavemottaker «Drift av bedehuset» › Vipps-nummer',
      'Gavemottaker «Drift av bedehuset» › Kontonummer',
    ]);
    expect(text).toContain('Bedehuset › Byggeår: Skriv inn byggeåret');
    expect(text).not.toContain('Dessuten');
  }, 120_000);

  it('once those facts are filled in, content:check lets the build through, with an empty programme', async () => {
    const complete = join(dir, 'complete.ndjson');
    const documents = filledIn(readNdjson(readFileSync(file, 'utf8')));
    writeFileSync(complete, documents.map((d) => JSON.stringify(d)).join('\n'));
    // The pictures the helper uploads lie beside the dataset, as in an exported dump.
    mkdirSync(join(dir, 'images'), { recursive: true });
    for (const name of ['huset.svg', 'kart.svg']) writeFileSync(join(dir, 'images', name), PICTURE);
    const { ok, text } = await contentCheck(complete);
    expect(ok, text).toBe(true);
    expect(text).toContain('Kommende i programmet (0 datoer');
    expect(text).toContain('«Fjellheim bedehus», Fjellheim bedehus, Storgata 5, 9008 Tromsø');
  }, 120_000);

  it('never writes over an existing dataset without --force', async () => {
    const before = readFileSync(file, 'utf8');
    const refused = await newHouse([`--out=${file}`, ...FACTS.map((f) => f.replace('Fjellheim', 'Solbakken'))]);
    expect(refused.code).toBe(1);
    expect(refused.text).toContain('finnes fra før');
    expect(readFileSync(file, 'utf8')).toBe(before);
    const forced = await newHouse([`--out=${file}`, '--force', ...FACTS.map((f) => f.replace('Fjellheim', 'Solbakken'))]);
    expect(forced.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('Solbakken bedehus');
  });

  it('from flags, names every answer the Studio would refuse, and writes nothing', async () => {
    const out = join(dir, 'refused.ndjson');
    const given = FACTS.filter((f) => !f.startsWith('--owner')).map((f) => (f.startsWith('--postcode') ? '--postcode=90' : f));
    const { code, text } = await newHouse([`--out=${out}`, ...given, '--org-number=12']);
    expect(code).toBe(1);
    expect(text).toContain('Skriv postnummeret med fire sifre');
    expect(text).toContain('--owner (Organisasjonen som eier huset): Skriv hvem som eier huset');
    expect(text).toContain('--org-number');
    expect(existsSync(out)).toBe(false);
  });

  it('in a terminal, asks for each fact and asks again, in Norwegian, when the Studio would refuse the answer', async () => {
    const out = join(dir, 'asked.ndjson');
    const answers = ['Fjellheim bedehus', 'Storgata 5', '90', '9008', 'Tromsø', 'post@fjellheim', 'post@fjellheim.example'];
    const { code, text } = await newHouse([`--out=${out}`], [...answers, '+47 77 00 00 00', 'Fjellheim bedehusforening', ''], true);
    expect(code, text).toBe(0);
    expect(text).toContain('Postnummer: ');
    expect(text).toContain('Skriv postnummeret med fire sifre');
    expect(text).toContain('Skriv en hel e-postadresse');
    const settings = readNdjson(readFileSync(out, 'utf8')).find((d) => d._id === 'siteSettings');
    expect(settings).toEqual({
      _id: 'siteSettings',
      _type: 'siteSettings',
      productName: 'Fjellheim bedehus',
      email: 'post@fjellheim.example',
      phone: '+47 77 00 00 00',
    });
  });
});
