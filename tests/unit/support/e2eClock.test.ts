/**
 * No spec can forget the build's clock: every e2e spec takes `test` from tests/support/test.ts (which
 * starts each browser context at SITE_NOW), none from @playwright/test directly.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E = join(process.cwd(), 'tests/e2e');
const specs = readdirSync(E2E, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.spec.ts'));

/** The value names a file imports from a module (type-only names left out). */
function importedValues(source: string, module: string): string[] {
  const pattern = new RegExp(`^import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${module.replace(/[/.]/g, '\\$&')}';`, 'gm');
  return [...source.matchAll(pattern)]
    .filter((m) => !m[1])
    .flatMap((m) =>
      m[2]
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type ')),
    );
}

describe('e2e specs', () => {
  it('are found', () => {
    expect(specs.length).toBeGreaterThan(20);
  });

  it.each(specs)('%s takes test and expect from tests/support/test.ts', (file) => {
    const source = readFileSync(join(E2E, file), 'utf8');
    const fixture = relative(join(E2E, file, '..'), join(process.cwd(), 'tests/support/test')).replace(/^(?!\.)/, './');
    expect(importedValues(source, '@playwright/test')).not.toContain('test');
    expect(importedValues(source, '@playwright/test')).not.toContain('expect');
    expect(importedValues(source, fixture)).toContain('test');
  });
});
