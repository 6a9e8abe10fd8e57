/** A postal address as the site writes it, and whether two places share one. */
interface Address {
  streetAddress: string;
  postalCode: string;
  city: string;
}

/** "Storgata 1, 1234 Byen" */
export const addressLine = (a: Address) => `${a.streetAddress}, ${a.postalCode} ${a.city}`;

/** Same street address and postal code: the house's own address leads to /kart. */
export const sameAddress = (a: Omit<Address, 'city'>, b: Omit<Address, 'city'>) =>
  a.streetAddress === b.streetAddress && a.postalCode === b.postalCode;
