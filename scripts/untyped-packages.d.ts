/**
 * Types for the two npm packages the scripts use that ship none (only what serve.mjs calls).
 * Replace with @types/compression and @types/picomatch once they are devDependencies.
 */
declare module 'compression' {
  type Handler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void;
  /** gzip for node:http handlers, in Express' middleware shape. */
  export default function compression(): Handler;
}

declare module 'picomatch' {
  /** A matcher for one glob (Firebase Hosting's `source` patterns). */
  export default function picomatch(glob: string, options?: { dot?: boolean }): (path: string) => boolean;
}
