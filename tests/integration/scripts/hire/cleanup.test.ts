/**
 * `npm run hire:cleanup` against the Firestore emulator: of requests, their messages, their senders
 * and the booking months, exactly those older than the retention go; the rest stays untouched.
 * The retention is the content's (the «Utleie» document), or --months.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMonthId, HIRE_COLLECTIONS, mailId, MAIL_TEMPLATES } from '../../../../model/hallHire';
import { BUNDLED_DATASET_PATH } from '../../../../src/content/sourceConfig';
import { jobApp } from '../../../../scripts/hire/adminApp.mjs';
import { deleteOldHireData } from '../../../../scripts/hire/retention.mjs';
import { runHireJob } from '../../../support/runHireJob';
import { useEmulators } from '../../../support/vitest-emulators';

const emu = useEmulators(['firestore']);
let db: Firestore;
let close: () => Promise<void>;

beforeAll(() => {
  process.env.FIRESTORE_EMULATOR_HOST = emu.hosts.firestore;
  const job = jobApp('firestore');
  close = job.close;
  db = getFirestore(job.app);
});
afterAll(() => close());

// 3 December 2026 less three months: the first date kept is 3 September.
const TODAY = '2026-12-03';
const SECOND_HOUSE = 'tests/fixtures/second-house/production.ndjson';
const MONTHS = 3;
// More old requests than one `in` filter takes (30).
const OLD = ['2026-09-02', '2026-01-15', ...Array.from({ length: 33 }, (_, i) => `2025-0${1 + (i % 9)}-1${i % 10}`)];
const KEPT = ['2026-09-03', '2026-11-30', '2027-01-10'];

async function seed() {
  const batch = db.batch();
  const add = (collection: string, id: string, data: Record<string, unknown>) => batch.set(db.collection(collection).doc(id), data);
  [...OLD.map((date, i) => ({ id: `gammel${i}`, date })), ...KEPT.map((date, i) => ({ id: `ny${i}`, date }))].forEach(({ id, date }) => {
    add(HIRE_COLLECTIONS.requests, id, { room: 'storsalen', date, from: '12:00', to: '14:00', status: 'ny' });
    add(HIRE_COLLECTIONS.mail, mailId(id, 'newRequest'), {
      to: 'huset@example.no',
      template: { name: MAIL_TEMPLATES.newRequest },
      hallRequest: id,
    });
    add(HIRE_COLLECTIONS.mail, mailId(id, 'receipt'), {
      to: 'gjest@example.no',
      template: { name: MAIL_TEMPLATES.receipt },
      hallRequest: id,
    });
  });
  add(HIRE_COLLECTIONS.mail, mailId('gammel0', 'approved'), { to: 'gjest@example.no', hallRequest: 'gammel0' });
  add(HIRE_COLLECTIONS.senders, 'uid-gammel', { lastRequest: 'gammel34' });
  add(HIRE_COLLECTIONS.senders, 'uid-ny', { lastRequest: 'ny0' });
  for (const [room, date] of [
    ['storsalen', '2026-08-31'],
    ['lillesalen', '2025-01-10'],
    ['storsalen', '2026-09-03'],
    ['storsalen', '2027-01-10'],
  ] as const) {
    add(HIRE_COLLECTIONS.bookings, bookingMonthId(room, date), {
      room,
      month: date.slice(0, 7),
      slots: [{ date, from: '12:00', to: '14:00', request: 'x' }],
    });
  }
  await batch.commit();
}

const ids = async (collection: string) => (await db.collection(collection).get()).docs.map((doc) => doc.id).sort();

describe('deleteOldHireData', () => {
  it('deletes exactly the requests before the cutoff, their messages and senders, and the months before it', async () => {
    await seed();
    const deleted = await deleteOldHireData(db, { today: TODAY, retentionMonths: MONTHS });

    expect(deleted).toEqual({ cutoff: '2026-09-03', requests: OLD.length, mail: OLD.length * 2 + 1, senders: 1, bookings: 2 });
    expect(await ids(HIRE_COLLECTIONS.requests)).toEqual(['ny0', 'ny1', 'ny2']);
    expect(await ids(HIRE_COLLECTIONS.mail)).toEqual(['ny0-kvittering', 'ny0-ny', 'ny1-kvittering', 'ny1-ny', 'ny2-kvittering', 'ny2-ny']);
    expect(await ids(HIRE_COLLECTIONS.senders)).toEqual(['uid-ny']);
    expect(await ids(HIRE_COLLECTIONS.bookings)).toEqual(['storsalen_2026-09', 'storsalen_2027-01']);
  });

  it('deletes nothing a second time, nor in an empty database', async () => {
    expect(await deleteOldHireData(db, { today: TODAY, retentionMonths: MONTHS })).toMatchObject({
      requests: 0,
      mail: 0,
      senders: 0,
      bookings: 0,
    });
    await seed();
    await deleteOldHireData(db, { today: TODAY, retentionMonths: MONTHS });
    expect(await deleteOldHireData(db, { today: TODAY, retentionMonths: MONTHS })).toMatchObject({
      requests: 0,
      mail: 0,
      senders: 0,
      bookings: 0,
    });
  });
});

describe('the command', () => {
  // Half past midnight in Oslo is still the day before in UTC: the job must count Oslo's day.
  const env = (dataset = '') => ({
    FIRESTORE_EMULATOR_HOST: emu.hosts.firestore ?? '',
    SITE_NOW: `${TODAY}T00:30:00+01:00`,
    CONTENT_DATASET_FILE: dataset,
  });

  it('cleans by the content’s retention as of today in Oslo and says how many of each it deleted', async () => {
    await seed();
    const run = await runHireJob('cleanup.mjs', [], env());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // The bundled «Utleie» keeps requests 3 months (MONTHS).
    expect(run.stdout).toContain('før 2026-09-03');
    expect(run.stdout).toContain(`${OLD.length} utleieforespørsler`);
    expect(run.stdout).toContain(`${OLD.length * 2 + 1} e-poster`);
    expect(run.stdout).toContain('2 måneder med bookinger');
    expect(await ids(HIRE_COLLECTIONS.requests)).toEqual(['ny0', 'ny1', 'ny2']);
  });

  it('reads the months from the content it is given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hire-cleanup-'));
    try {
      const file = join(dir, 'production.ndjson');
      writeFileSync(file, readFileSync(BUNDLED_DATASET_PATH, 'utf8').replace('"retentionMonths":3', '"retentionMonths":12'));
      await seed();
      const run = await runHireJob('cleanup.mjs', [], env(file));
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('før 2025-12-03');
      // Of the old ones, 2026-09-02 and 2026-01-15 are within a year; those of 2025 are not.
      expect(await ids(HIRE_COLLECTIONS.requests)).toEqual(['gammel0', 'gammel1', 'ny0', 'ny1', 'ny2']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes --months over the content', async () => {
    await seed();
    const run = await runHireJob('cleanup.mjs', ['--months', '1'], env());
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('før 2026-11-03');
    expect(await ids(HIRE_COLLECTIONS.requests)).toEqual(['ny1', 'ny2']);
  });

  it('asks for a whole number of months', async () => {
    expect(await runHireJob('cleanup.mjs', ['--months', 'tre'], env())).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Bruk:'),
    });
  });

  describe('in a house that lets no room', () => {
    it('has nothing to do when nothing is stored', async () => {
      const run = await runHireJob('cleanup.mjs', [], env(SECOND_HOUSE));
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toContain('Huset leier ikke ut rom');
    });

    it('deletes nothing and fails while data from earlier lies there, until --months deletes it', async () => {
      await seed();
      const before = await ids(HIRE_COLLECTIONS.requests);
      const run = await runHireJob('cleanup.mjs', [], env(SECOND_HOUSE));
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`${before.length} utleieforespørsler`);
      expect(run.stderr).toContain('--months');
      expect(await ids(HIRE_COLLECTIONS.requests)).toEqual(before);

      expect((await runHireJob('cleanup.mjs', ['--months', String(MONTHS)], env(SECOND_HOUSE))).code).toBe(0);
      expect(await ids(HIRE_COLLECTIONS.requests)).toEqual(['ny0', 'ny1', 'ny2']);
    });
  });
});
