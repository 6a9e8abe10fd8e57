import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderFirestoreRules } from '../../../scripts/firestoreRules.mjs';
import { APPLICATION_INTERVAL_SECONDS, FULL_NAME_LENGTH, fullNamePattern } from '../../../model/membership';
import { HIRE_LIMITS, REFERENCE_PATTERN, type HireRulesFacts } from '../../../model/hallHire';

const template = readFileSync('firestore.rules', 'utf8');
const NO_HIRE: HireRulesFacts = {
  rooms: [],
  terms: { openFrom: '', openTo: '', noticeDays: 0, horizonDays: 0, email: '', phone: '', retentionMonths: 0 },
};
const facts = (minimumAge: number, cancelledOccurrenceIds: string[] = [], hire: HireRulesFacts = NO_HIRE) => ({
  minimumAge,
  cancelledOccurrenceIds,
  hire,
});
const HOUSE: HireRulesFacts = {
  rooms: [
    { slug: 'storsalen', name: 'Storsalen', seats: 150 },
    { slug: 'kjokkenet', name: 'Kjøkkenet', seats: 12 },
  ],
  terms: {
    openFrom: '08:00',
    openTo: '23:00',
    noticeDays: 7,
    horizonDays: 365,
    email: 'utleie@example.no',
    phone: '912 34 567',
    retentionMonths: 3,
  },
};
const withRooms = (rooms: HireRulesFacts['rooms'], terms: Partial<HireRulesFacts['terms']> = {}) =>
  facts(16, [], { rooms, terms: { ...HOUSE.terms, ...terms } });
/** The body of the rules function `name`. */
const functionBody = (rules: string, name: string) => {
  const start = rules.indexOf(`function ${name}(`);
  return rules.slice(start, rules.indexOf('\n    }', start));
};

describe('renderFirestoreRules', () => {
  it('writes the minimum age into the one place the template keeps for it', () => {
    const rules = renderFirestoreRules(template, facts(16));
    expect(rules).toMatch(/function minimumAge\(\) \{\s*return 16;\s*\}/);
    expect(rules).toContain('(year + minimumAge()) * 10000');
    expect(rules).not.toContain('{{');
  });

  it('writes the full-name rule of model/membership.ts into isFullName, the check of fullName', () => {
    const rules = renderFirestoreRules(template, facts(16));
    const isFullName = functionBody(rules, 'isFullName');
    expect(isFullName).toContain(`isText(value, ${FULL_NAME_LENGTH.min}, ${FULL_NAME_LENGTH.max})`);
    expect(isFullName).toContain('&& showsSomething(value)');
    // A rules string literal writes each backslash twice.
    expect(functionBody(rules, 'showsSomething')).toContain(`value.matches('${fullNamePattern('rules').replaceAll('\\', '\\\\')}')`);
    expect(rules).toContain('&& isFullName(request.resource.data.fullName)');
  });

  it('writes the cancelled occurrences into isCancelled, which refuses a response with a status', () => {
    const rules = renderFirestoreRules(template, facts(16, ['kafekveld-2027', 'bonnemote-2026-12-15', 'kafekveld-2027']));
    // Sorted and once each: the same programme gives the same rules.
    expect(functionBody(rules, 'isCancelled')).toContain("return occurrenceId in ['bonnemote-2026-12-15', 'kafekveld-2027'];");
    expect(functionBody(renderFirestoreRules(template, facts(16)), 'isCancelled')).toContain('return occurrenceId in [];');
    const responses = rules.slice(rules.indexOf('match /responses/{uid}'));
    expect(responses).toContain("&& !(request.resource.data.keys().hasAny(['status']) && isCancelled(occurrenceId))");
  });

  it('refuses an id that is not an occurrence id, so nothing but a list of ids reaches the rules', () => {
    for (const id of ["x'] || true || ['", 'Avlyst', '', 'a'.repeat(201)])
      expect(() => renderFirestoreRules(template, facts(16, ['kafekveld-2027', id]))).toThrow(/Programmet: «.*» er ikke en gyldig adresse/);
    expect(() => renderFirestoreRules(template.replace('{{programme.cancelledOccurrenceIds}}', '[]'), facts(16))).toThrow(
      /fant «\{\{programme\.cancelledOccurrenceIds\}\}» 0 ganger; de avlyste arrangementene/,
    );
  });

  it('refuses an age the membership document may not hold', () => {
    expect(() => renderFirestoreRules(template, facts(15.5))).toThrow(/minimumAge.*ikke et helt tall/);
    expect(() => renderFirestoreRules(template, facts(101))).toThrow(/mellom 0 og 100/);
  });

  it('refuses a template without exactly one place for the age, naming the file', () => {
    expect(() => renderFirestoreRules("rules_version = '2';", facts(15))).toThrow(
      /firestore\.rules: fant «\{\{membership\.minimumAge\}\}» 0 ganger/,
    );
    expect(() => renderFirestoreRules('{{membership.minimumAge}} {{membership.minimumAge}}', facts(15))).toThrow(/2 ganger/);
    expect(() => renderFirestoreRules(template.replace('{{fullName.pattern}}', ''), facts(15))).toThrow(
      /fant «\{\{fullName\.pattern\}\}» 0 ganger; navnets mønster/,
    );
  });

  it('allows one application a visitor per the interval the form waits for', () => {
    const intervals = [...template.matchAll(/resource\.data\.lastSent \+ duration\.value\((\d+), 's'\)/g)].map((m) => Number(m[1]));
    expect(intervals).toEqual([APPLICATION_INTERVAL_SECONDS]);
  });

  it('writes the rooms and terms of the hall hire where the rules check a request', () => {
    const rules = renderFirestoreRules(template, facts(16, [], HOUSE));
    expect(functionBody(rules, 'hallRooms')).toContain(
      "return {'storsalen': {'name': 'Storsalen', 'seats': 150}, 'kjokkenet': {'name': 'Kjøkkenet', 'seats': 12}};",
    );
    expect(functionBody(rules, 'hireEmail')).toContain("return 'utleie@example.no';");
    expect(functionBody(rules, 'isHireSpan')).toContain("&& '08:00' <= from && from < to && to <= '23:00'");
    const isHireDate = functionBody(rules, 'isHireDate');
    expect(isHireDate).toContain("day >= osloDayAt(1) + duration.value(7, 'd')");
    expect(isHireDate).toContain("day <= osloDayAt(2) + duration.value(365, 'd')");
    const isHallRequest = functionBody(rules, 'isHallRequest');
    expect(isHallRequest).toContain(`isTrimmed(data.kind, ${HIRE_LIMITS.kind.min}, ${HIRE_LIMITS.kind.max})`);
    expect(isHallRequest).toContain(`isText(data.name, ${HIRE_LIMITS.name.min}, ${HIRE_LIMITS.name.max}) && isFullName(data.name)`);
    expect(isHallRequest).toContain(`data.reference.matches('${REFERENCE_PATTERN}')`);
    expect(rules).toContain(`request.resource.data.slots.size() <= ${HIRE_LIMITS.slotsPerMonth}`);
    expect(rules).toContain(`resource.data.lastSent + duration.value(${HIRE_LIMITS.senderSeconds}, 's')`);
    expect(rules).not.toContain('{{');
  });

  it('writes an empty map of rooms for a house that lets none, whatever its terms', () => {
    const rules = renderFirestoreRules(template, facts(16));
    expect(functionBody(rules, 'hallRooms')).toContain('return {};');
    expect(functionBody(rules, 'hireEmail')).toContain("return '';");
    expect(rules).not.toContain('{{');
  });

  it('refuses a room or a term that cannot stand in the rules, in Norwegian', () => {
    const room = { slug: 'storsalen', name: 'Storsalen', seats: 150 };
    for (const slug of ['Storsalen', 'stor salen', "x'}", ''])
      expect(() => renderFirestoreRules(template, withRooms([{ ...room, slug }]))).toThrow(
        /Utleie: «.*» er ikke en gyldig adresse for et rom/,
      );
    for (const name of ["Store's sal", 'Stor\\sal', 'Stor"sal', 'Stor\nsal'])
      expect(() => renderFirestoreRules(template, withRooms([{ ...room, name }]))).toThrow(/kan ikke inneholde anførselstegn/);
    expect(() => renderFirestoreRules(template, withRooms([room, room]))).toThrow(/rommet «storsalen» finnes to ganger/);
    for (const seats of [0, 2.5, Number.NaN])
      expect(() => renderFirestoreRules(template, withRooms([{ ...room, seats }]))).toThrow(/helt antall plasser/);
    expect(() => renderFirestoreRules(template, withRooms([room], { openFrom: '8:00' }))).toThrow(/«8:00» er ikke et klokkeslett/);
    expect(() => renderFirestoreRules(template, withRooms([room], { openTo: '24:00' }))).toThrow(/«24:00» er ikke et klokkeslett/);
    expect(() => renderFirestoreRules(template, withRooms([room], { openFrom: '23:00', openTo: '08:00' }))).toThrow(/må åpne/);
    expect(() => renderFirestoreRules(template, withRooms([room], { noticeDays: -1 }))).toThrow(/varselet/);
    expect(() => renderFirestoreRules(template, withRooms([room], { horizonDays: 3 }))).toThrow(/minst varselet/);
    for (const email of ['', 'utleie', "x'@example.no"])
      expect(() => renderFirestoreRules(template, withRooms([room], { email }))).toThrow(/ikke en e-postadresse/);
  });
});
