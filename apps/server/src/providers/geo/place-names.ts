/**
 * How people type Kenyan places: any case, with or without accents, straight or curly
 * apostrophes ("Murang’a", "Muranga"), hyphens or spaces ("Lunga-Lunga"), and extra words
 * ("Nairobi CBD", "Thika Town", "Kiambu County").
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`´]/g, '')
    .replace(/[-_.,/()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words that qualify a place without changing which place it is. */
const QUALIFIERS = /^(?:near |around )|(?: town| county| cbd| centre| center| city| municipality| kenya)+$/;

export function withoutQualifiers(key: string): string {
  let current = key;
  for (let previous = ''; previous !== current; ) {
    previous = current;
    current = current.replace(QUALIFIERS, '').trim();
  }
  return current;
}

/**
 * Short forms and places GeoNames does not list under the name people use. Keys are placeKey()
 * forms; values are gazetteer names. Nairobi neighbourhoods map to Nairobi so that a customer in
 * Westlands and a shop in the CBD count as the same town.
 */
export const PLACE_ALIASES: Readonly<Record<string, string>> = {
  nbi: 'Nairobi',
  nrb: 'Nairobi',
  'nairobi cbd': 'Nairobi',
  westlands: 'Nairobi',
  kilimani: 'Nairobi',
  lavington: 'Nairobi',
  parklands: 'Nairobi',
  eastleigh: 'Nairobi',
  kasarani: 'Nairobi',
  embakasi: 'Nairobi',
  karen: 'Nairobi',
  'south b': 'Nairobi',
  'south c': 'Nairobi',
  'upper hill': 'Nairobi',
  langata: "Lang'ata",
  rongai: 'Ongata Rongai',
  msa: 'Mombasa',
  ksm: 'Kisumu',
  nku: 'Nakuru',
  eld: 'Eldoret',
  mavoko: 'Athi River',
  ktl: 'Kitale',
  'fort hall': 'Murang’a',
};
