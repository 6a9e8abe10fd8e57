/**
 * When the logo stands alone in the header (the name is drawn in it), its alternative text is the
 * only name the home link has: screen readers and search engines must still hear the house's name.
 */
export function logoAltProblem(alt: string, productName: string): string | null {
  if (alt.toLocaleLowerCase('nb').includes(productName.trim().toLocaleLowerCase('nb'))) return null;
  return `Logoen står i stedet for navnet, så den alternative teksten må inneholde navnet «${productName.trim()}», f.eks. «${productName.trim()}, logo».`;
}
