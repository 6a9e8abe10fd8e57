import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderFirestoreRules } from '../../../scripts/firestoreRules.mjs';
import { APPLICATION_INTERVAL_SECONDS, FULL_NAME_LENGTH, fullNamePattern } from '../../../model/membership';

const template = readFileSync('firestore.rules', 'utf8');
const facts = (minimumAge: number, cancelledOccurrenceIds: string[] = []) => ({ minimumAge, cancelledOccurrenceIds });
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
    // A rules string literal writes each backslash twice.
    expect(isFullName).toContain(`value.matches('${fullNamePattern('rules').replaceAll('\\', '\\\\')}')`);
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
});
