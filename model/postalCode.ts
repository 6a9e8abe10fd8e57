/** A Norwegian postal code: four digits. */
export const POSTAL_CODE = /^\d{4}$/;
