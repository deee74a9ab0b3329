import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * libphonenumber-js's "min" metadata cut down to Algeria (its documented custom-metadata use of `/core`): the
 * full file is 19 KB gzip in every page that checks a phone, DZ alone a few hundred bytes, and no other
 * country is accepted anyway. A copy of `metadata.min.json`'s `countries.DZ`; phone.test.ts fails when the
 * library's DZ entry changes, so an update is noticed and copied here.
 */
export const DZ_PHONE_METADATA = {
  version: 4,
  country_calling_codes: { '213': ['DZ'] },
  countries: {
    DZ: [
      '213',
      '00',
      '(?:[1-4]|[5-79]\\d|80)\\d{7}',
      [8, 9],
      [
        ['(\\d{2})(\\d{2})(\\d{2})(\\d{2})', '$1 $2 $3 $4', ['[1-4]'], '0$1'],
        ['(\\d{2})(\\d{3})(\\d{2})(\\d{2})', '$1 $2 $3 $4', ['9'], '0$1'],
        ['(\\d{3})(\\d{2})(\\d{2})(\\d{2})', '$1 $2 $3 $4', ['[5-8]'], '0$1'],
      ],
      '0',
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson;
