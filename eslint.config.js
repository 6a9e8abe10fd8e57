// ESLint for the whole repository: type-aware TypeScript, Astro, React hooks and JSX accessibility.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
// @ts-expect-error -- eslint-plugin-jsx-a11y ships no type declarations
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The site (src/) reaches the Studio's schema only through src/content/schemaCheck.ts and never
 * imports the top-level scripts/ (build tools and the pipeline import the site, not the other way).
 * A relative specifier reaches the top-level scripts/ only with as many steps up as the file is
 * deep (src/scripts/ is the site's own browser scripts), hence one block per folder depth.
 * @returns {import('eslint').Linter.Config[]}
 */
function siteBoundaries() {
  return [1, 2, 3, 4, 5, 6].map((depth) => ({
    files: [`src/${'*/'.repeat(depth - 1)}*`],
    ignores: ['src/content/schemaCheck.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+studio/', message: 'The site reaches the Studio schema only through src/content/schemaCheck.ts.' },
            { regex: `^(\\.\\./){${depth}}scripts/`, message: 'The site never imports scripts/: move what both need to model/ or src/.' },
            { regex: '^(\\.\\./)+(stand-ins|tests)/', message: 'The site never imports the stand-ins or the tests.' },
          ],
        },
      ],
    },
  }));
}

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-preview/',
      'dist-second-house/',
      '.astro/',
      'studio/dist/',
      'generated/',
      'sanity.types.ts',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      'bench-results/',
      'screenshots/',
      '.sanity/',
      '.firebase-data/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  astro.configs.recommended,
  astro.configs['jsx-a11y-recommended'],
  {
    // eslint-plugin-astro has registered the jsx-a11y plugin already; its recommended rules for React too.
    files: ['**/*.{tsx,jsx}'],
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    rules: {
      // A leading underscore marks what is left out on purpose (`const { _rev, ...rest } = doc`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Event handlers and server callbacks are async on purpose and catch their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      // `async` marks functions that fulfil a promise-returning interface (stand-ins, emulator starts).
      '@typescript-eslint/require-await': 'off',
      // role="list" keeps list semantics that Safari drops with list-style: none; a named section is a landmark region.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], section: ['region'] }],
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], section: ['region'] }],
      // A scrollable region takes keyboard focus so it can be scrolled without a mouse (WCAG 2.1.1).
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }],
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }],
    },
  },
  {
    // Plain JavaScript and tests handle untyped values (JSON, wire formats) on purpose; typed code keeps these rules.
    files: ['**/*.{js,mjs,cjs}', 'tests/**', 'stand-ins/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Node's functions are taken from their modules (`const { join } = await import('node:path')`, Module._load).
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Playwright reads the fixtures a test asks for from its first parameter: `({}, testInfo)` asks for none.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  // The house's shape (README.md, «Layout»): model/ is shared by the site, the Studio and the
  // scripts and imports none of them; the Studio never imports the site; the site reaches the
  // Studio's schema through src/content/schemaCheck.ts only.
  {
    files: ['model/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(src|studio|stand-ins|tests)/',
              message: 'model/ imports neither the site, the Studio, the stand-ins nor the tests.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['studio/**', 'sanity.config.ts', 'sanity.cli.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\.?/)+src/', message: 'The Studio never imports the site: share through model/.' }] },
      ],
    },
  },
  {
    // tests/ is test-only: scripts and the stand-ins share through stand-ins/, model/ or src/.
    files: ['scripts/**', 'stand-ins/**', 'astro*.mjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\.?/)+tests/', message: 'Only tests import tests/: move what a script needs to stand-ins/ or model/.' },
          ],
        },
      ],
    },
  },
  ...siteBoundaries(),
  {
    // A function or component longer than this is split (a hook per concern, a component per part of
    // the screen) rather than scrolled through.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 60, IIFEs: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Rules for the React Compiler, which the site does not use: they flag callbacks that schedule
      // themselves (retry), a component picked from a map, and the hydration flag's effect.
      'react-hooks/immutability': 'off',
      'react-hooks/static-components': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
);
