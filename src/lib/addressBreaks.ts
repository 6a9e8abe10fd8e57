/**
 * An address, e-mail or URL cut into the pieces a line may break between: after «/», «.», «@» or
 * «-» (after the last of a run, so «https://» stays whole), never inside a word. The page puts a
 * <wbr> between the pieces (BreakableAddress.astro), instead of letting the browser cut anywhere.
 */
export const addressParts = (text: string): string[] => text.split(/(?<=[/.@-])(?![/.@-])/).filter(Boolean);
