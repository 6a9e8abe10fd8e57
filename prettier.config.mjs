/** Prettier for the whole repository; 140 columns fit the code as it was written. */
export default {
  printWidth: 140,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-astro'],
  overrides: [{ files: '*.astro', options: { parser: 'astro' } }],
};
