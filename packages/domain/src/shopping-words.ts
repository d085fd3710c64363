/**
 * Everyday Kiswahili shopping words, each to the English word the catalogue is written in. Some
 * of them are also in product and store names ('Kuku Kienyeji', 'Chips Mayai', 'Lakeside Nyama
 * Choma'), so a search looks for the words as typed and for their English meaning
 * (searchTexts), never for the English alone.
 */
export const KISWAHILI_SHOPPING_WORDS: Readonly<Record<string, string>> = {
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
  nyama: 'meat',
  kuku: 'chicken',
  samaki: 'fish',
  chai: 'tea',
  kahawa: 'coffee',
  maji: 'water',
  siagi: 'butter',
  jibini: 'cheese',
  maharagwe: 'beans',
  dengu: 'lentils',
  nanasi: 'pineapple',
  machungwa: 'oranges',
  chungwa: 'orange',
  tikiti: 'watermelon',
  kabichi: 'cabbage',
  pilipili: 'pepper',
  tangawizi: 'ginger',
  asali: 'honey',
  dawa: 'tablets',
  sabuni: 'soap',
  keki: 'cake',
  juisi: 'juice',
  simu: 'phone',
  viatu: 'shoes',
};

/** The misspellings people make most, each to the word as the catalogue spells it. */
export const COMMON_MISSPELLINGS: Readonly<Record<string, string>> = {
  avacado: 'avocado',
  avocadoes: 'avocados',
  avacados: 'avocados',
  mlik: 'milk',
  milke: 'milk',
  tomatos: 'tomatoes',
  tomatoe: 'tomato',
  potatos: 'potatoes',
  potatoe: 'potato',
  bananna: 'banana',
  bannana: 'banana',
  brocoli: 'broccoli',
  choclate: 'chocolate',
  chocolat: 'chocolate',
  sandwhich: 'sandwich',
  chiken: 'chicken',
  chikken: 'chicken',
  brede: 'bread',
  shugar: 'sugar',
  suger: 'sugar',
  onoins: 'onions',
  onins: 'onions',
  yoghurt: 'yogurt',
  yougurt: 'yogurt',
};

function mapWords(text: string, ...maps: Readonly<Record<string, string>>[]): string {
  return text
    .split(/(\s+)/)
    .map((part) => {
      const key = part.toLowerCase();
      for (const map of maps) if (Object.hasOwn(map, key)) return map[key]!;
      return part;
    })
    .join('');
}

/** The query with its common misspellings corrected ('mlik' -> 'milk'); other words as typed. */
export function correctedSpelling(text: string): string {
  return mapWords(text, COMMON_MISSPELLINGS);
}

/** The query wholly in the catalogue's words ('unga' -> 'flour', 'mlik' -> 'milk'); the text itself when no word is known. */
export function inCatalogueWords(text: string): string {
  return mapWords(text, COMMON_MISSPELLINGS, KISWAHILI_SHOPPING_WORDS);
}

/**
 * What a search looks for: the text as typed (misspellings corrected) and, when it has Kiswahili
 * shopping words, the same text in English: 'kuku' finds 'Kuku Kienyeji' and every chicken
 * product, 'maziwa' every milk. One or two texts, the typed one first.
 */
export function searchTexts(text: string): [string] | [string, string] {
  const typed = correctedSpelling(text);
  const english = inCatalogueWords(text);
  return english.toLowerCase() === typed.toLowerCase() ? [typed] : [typed, english];
}
