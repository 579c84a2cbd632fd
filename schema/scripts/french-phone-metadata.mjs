// Writes src/validation/french-phone-metadata.json: libphonenumber-js's own metadata, kept to the numbering
// areas Binôme accepts (France and its overseas departments and collectivities, section 5). The whole metadata
// weighs about 19 KB (gzip) in every browser bundle; this part, under 2 KB. Run it after upgrading
// libphonenumber-js (a test fails until it is run): `node schema/scripts/french-phone-metadata.mjs`.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const FRENCH_NUMBERING_AREAS = ['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF', 'WF', 'PF', 'NC'];

export function frenchPhoneMetadata() {
  const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json');
  const countries = Object.fromEntries(FRENCH_NUMBERING_AREAS.map((code) => [code, full.countries[code]]));
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([callingCode, areas]) => [callingCode, areas.filter((area) => FRENCH_NUMBERING_AREAS.includes(area))])
      .filter(([, areas]) => areas.length > 0),
  );
  return { version: full.version, country_calling_codes: callingCodes, countries };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../src/validation/french-phone-metadata.json', import.meta.url));
  writeFileSync(target, `${JSON.stringify(frenchPhoneMetadata())}\n`);
}
