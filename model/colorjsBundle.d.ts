// colorjs.io in its one-file build: the package's default entry is ~430 small modules, which every
// build loaded twice (the Astro config and the pages) for about a second of module loading.
declare module 'colorjs.io/dist/color.js' {
  import Color from 'colorjs.io';
  export default Color;
}
