/**
 * The house's accent as CSS that sets the stylesheet's own accent tokens (src/styles/tokens.css) in
 * both schemes. `html:root` outranks tokens.css's `:root` wherever in the page either stands.
 */
import type { AccentSchemes, AccentTokens } from '../../model/accentColour';

const declarations = (tokens: AccentTokens) =>
  `--color-accent:${tokens.accent};--color-accent-strong:${tokens.accentStrong};--color-on-accent:${tokens.onAccent}`;

export function accentStyle(accent: AccentSchemes): string {
  return `html:root{${declarations(accent.light)}}@media (prefers-color-scheme:dark){html:root{${declarations(accent.dark)}}}`;
}
