import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderFirestoreRules } from '../../../scripts/firestoreRules.mjs';
import { APPLICATION_INTERVAL_SECONDS, FULL_NAME_LENGTH, fullNamePattern } from '../../../model/membership';

const template = readFileSync('firestore.rules', 'utf8');

describe('renderFirestoreRules', () => {
  it('writes the minimum age into the one place the template keeps for it', () => {
    const rules = renderFirestoreRules(template, { minimumAge: 16 });
    expect(rules).toMatch(/function minimumAge\(\) \{\s*return 16;\s*\}/);
    expect(rules).toContain('(year + minimumAge()) * 10000');
    expect(rules).not.toContain('{{');
  });

  it('writes the full-name rule of model/membership.ts into isFullName, the check of fullName', () => {
    const rules = renderFirestoreRules(template, { minimumAge: 16 });
    const start = rules.indexOf('function isFullName');
    const isFullName = rules.slice(start, rules.indexOf('\n    }', start));
    expect(isFullName).toContain(`isText(value, ${FULL_NAME_LENGTH.min}, ${FULL_NAME_LENGTH.max})`);
    // A rules string literal writes each backslash twice.
    expect(isFullName).toContain(`value.matches('${fullNamePattern('rules').replaceAll('\\', '\\\\')}')`);
    expect(rules).toContain('&& isFullName(request.resource.data.fullName)');
  });

  it('refuses an age the membership document may not hold', () => {
    expect(() => renderFirestoreRules(template, { minimumAge: 15.5 })).toThrow(/minimumAge.*ikke et helt tall/);
    expect(() => renderFirestoreRules(template, { minimumAge: 101 })).toThrow(/mellom 0 og 100/);
  });

  it('refuses a template without exactly one place for the age, naming the file', () => {
    expect(() => renderFirestoreRules("rules_version = '2';", { minimumAge: 15 })).toThrow(
      /firestore\.rules: fant «\{\{membership\.minimumAge\}\}» 0 ganger/,
    );
    expect(() => renderFirestoreRules('{{membership.minimumAge}} {{membership.minimumAge}}', { minimumAge: 15 })).toThrow(/2 ganger/);
    expect(() => renderFirestoreRules(template.replace('{{fullName.pattern}}', ''), { minimumAge: 15 })).toThrow(
      /fant «\{\{fullName\.pattern\}\}» 0 ganger; navnets mønster/,
    );
  });

  it('allows one application a visitor per the interval the form waits for', () => {
    const intervals = [...template.matchAll(/resource\.data\.lastSent \+ duration\.value\((\d+), 's'\)/g)].map((m) => Number(m[1]));
    expect(intervals).toEqual([APPLICATION_INTERVAL_SECONDS]);
  });
});
