/**
 * Words customers type that our product names do not use: everyday Kiswahili shopping words and
 * the misspellings people make most, each to the English word the catalogue is written in. Only a
 * whole query (or a whole word of it) is looked up, so 'Kuku Kienyeji' and 'Nyama Choma', which are
 * product names, still match themselves.
 */
const SHOPPING_WORDS: Readonly<Record<string, string>> = {
  // Kiswahili
  unga: 'flour',
  maziwa: 'milk',
  mayai: 'eggs',
  yai: 'egg',
  nyanya: 'tomatoes',
  vitunguu: 'onions',
  kitunguu: 'onion',
  viazi: 'potatoes',
  mkate: 'bread',
  mchele: 'rice',
  wali: 'rice',
  ndizi: 'bananas',
  parachichi: 'avocado',
  maparachichi: 'avocados',
  embe: 'mango',
  maembe: 'mangoes',
  karoti: 'carrots',
  sukari: 'sugar',
  chumvi: 'salt',
  mafuta: 'oil',
  samaki: 'fish',
  dawa: 'tablets',
  sabuni: 'soap',
  keki: 'cake',
  juisi: 'juice',
  simu: 'phone',
  viatu: 'shoes',
  // Common misspellings
  avacado: 'avocado',
  avocadoes: 'avocados',
  avocados: 'avocados',
  mlik: 'milk',
  milke: 'milk',
  tomatos: 'tomatoes',
  tomatoe: 'tomato',
  potatos: 'potatoes',
  bananna: 'banana',
  bannana: 'banana',
  brocoli: 'broccoli',
  choclate: 'chocolate',
  chocolat: 'chocolate',
  sandwhich: 'sandwich',
};

/** The query in the catalogue's words ('unga' -> 'flour', 'mlik' -> 'milk'); the text itself when no word is known. */
export function inCatalogueWords(text: string): string {
  return text
    .split(/(\s+)/)
    .map((part) => SHOPPING_WORDS[part.toLowerCase()] ?? part)
    .join('');
}
