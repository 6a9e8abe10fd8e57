/** stylelint for the stylesheets and the <style> blocks of .astro files. */
const RAW_COLOURS = ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix'];

export default {
  extends: ['stylelint-config-standard'],
  ignoreFiles: [
    'dist/**',
    'dist-preview/**',
    'dist-second-house/**',
    '.astro/**',
    'studio/dist/**',
    'node_modules/**',
    'coverage/**',
    'playwright-report/**',
  ],
  rules: {
    // Colours only through the design tokens, so both colour schemes apply everywhere.
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': RAW_COLOURS,
    // Six digits, as tests/unit/styles/tokens.test.ts reads the tokens.
    'color-hex-length': 'long',
    // (min-width: …) rather than (width >= …): older Safari only knows the former.
    'media-feature-range-notation': 'prefix',
    // The type scale's steps are named like Utopia's: --step--1 is one below --step-0.
    'custom-property-pattern': ['^[a-z][a-z0-9]*(-{1,2}[a-z0-9]+)*$', { message: 'Expected a kebab-case custom property name' }],
    // Font names in the font stacks keep their usual spelling.
    'value-keyword-case': ['lower', { ignoreProperties: ['/^--font-/'] }],
    // iOS Safari still needs the prefixed text-size-adjust.
    'property-no-vendor-prefix': [true, { ignoreProperties: ['text-size-adjust'] }],
    // Vite resolves plain string @imports; url() adds nothing.
    'import-notation': 'string',
    // Reordering rules to please it would change the cascade; it flags unrelated selectors sharing an element.
    'no-descending-specificity': null,
  },
  overrides: [
    // fonts.css copies Fontsource's @font-face rules as they are (tests/unit/styles/fonts.test.ts compares them).
    { files: ['src/styles/fonts.css'], rules: { 'font-family-name-quotes': null } },
    { files: ['**/*.astro'], customSyntax: 'postcss-html' },
    {
      // The one place raw colour values are written.
      files: ['src/styles/tokens.css'],
      rules: { 'color-no-hex': null, 'function-disallowed-list': null },
    },
  ],
};
