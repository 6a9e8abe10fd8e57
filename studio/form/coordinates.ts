/**
 * A map position as volunteers find it: Google Maps and norgeskart.no copy «63.4305, 10.3951» (a
 * Norwegian keyboard may give «63,4305 10,3951»). One text instead of Sanity's Latitude / Longitude /
 * Altitude boxes.
 */
export interface Coordinates {
  lat: number;
  lng: number;
}

const NUMBER = String.raw`-?\d{1,3}(?:[.,]\d+)?`;
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*(?:[,;]\s*|\s+)(${NUMBER})\s*$`);

const toNumber = (text: string) => Number(text.replace(',', '.'));

/** Breddegrad then lengdegrad; null when the text is not such a pair, or a number is out of range. */
export function parseCoordinates(text: string): Coordinates | null {
  const match = PAIR.exec(text);
  if (!match) return null;
  const lat = toNumber(match[1]);
  const lng = toNumber(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** The text the field shows for a stored position. */
export const formatCoordinates = ({ lat, lng }: Coordinates) => `${lat}, ${lng}`;

export const COORDINATES_HELP = 'Skriv breddegrad og lengdegrad med komma mellom, f.eks. «63.4305, 10.3951».';
