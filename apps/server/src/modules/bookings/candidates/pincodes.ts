import centroidFile from './pincode-centroids.json';

/** Latitude and longitude in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

let centroids: Map<string, LatLng> | undefined;

/**
 * The centroid of every Indian pincode, parsed on first use from the checked-in file that
 * scripts/pincode-centroids.mjs derives (provenance in its `about`; docs/decisions/018-dispatch-ranking.md).
 * About 20 000 lines: a few milliseconds, once per process.
 */
function loadCentroids(): Map<string, LatLng> {
  const text = centroidFile.centroids;
  const map = new Map<string, LatLng>();
  // indexOf and slice rather than split: half the time of splitting 20 000 lines into arrays.
  for (let start = 0; start < text.length; ) {
    const comma1 = text.indexOf(',', start);
    const comma2 = text.indexOf(',', comma1 + 1);
    const newline = text.indexOf('\n', comma2 + 1);
    const end = newline === -1 ? text.length : newline;
    map.set(text.slice(start, comma1), {
      lat: Number(text.slice(comma1 + 1, comma2)) / 1e4,
      lng: Number(text.slice(comma2 + 1, end)) / 1e4,
    });
    start = end + 1;
  }
  return map;
}

/** The centroid of a 6-digit pincode (spaces ignored), or undefined when it is missing or unknown. */
export function centroidOf(pincode: string | null | undefined): LatLng | undefined {
  if (!pincode) return undefined;
  centroids ??= loadCentroids();
  return centroids.get(/\s/.test(pincode) ? pincode.replace(/\s/g, '') : pincode);
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
