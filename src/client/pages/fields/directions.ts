/**
 * Directions to an address: Google Maps' universal search link, which a phone opens in its maps
 * app (Google Maps, or the browser where it is not installed) and a computer in the browser
 * (docs/decisions/0048).
 */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
