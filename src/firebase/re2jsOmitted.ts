/**
 * Stands in for the `re2js` package in the site's build (alias in astro.config.mjs). Firestore's SDK
 * uses re2js only to evaluate the regex functions of pipeline queries in the browser, and pipeline
 * queries come only from `firebase/firestore/pipelines`, which this site never imports (a unit test
 * checks that). The real library is ≈ 150 kB (≈ 45 kB gzip) on every screen with a live listener.
 * Using pipelines one day: remove the alias, and this file.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('re2js is left out of this build: Firestore pipeline queries are not used here (see src/firebase/re2jsOmitted.ts).');
  },
};
