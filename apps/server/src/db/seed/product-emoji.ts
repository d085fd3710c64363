import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LandingCategory } from './content/types.ts';

/**
 * Which Twemoji (CC-BY 4.0, from the `@twemoji/svg` package; credited in the README) pictures a
 * demo product: the first rule whose words appear in its name, else its subcategory's, else its
 * category's. Specific words come before general ones ('banana bread' before 'banana').
 */
const BY_NAME: [RegExp, string][] = [
  // The Nairobi everyday shops name things as people ask for them, often in Kiswahili.
  [/sukari/, '🍬'], [/mafuta|cooking oil/, '🫗'], [/\bchai\b/, '🍵'], [/chumvi/, '🧂'], [/margarine/, '🧈'],
  [/drinking water/, '💧'], [/mayai pasua|mayai ya/, '🥚'], [/rolex/, '🌯'], [/smokie|sausage/, '🌭'], [/soda/, '🥤'],
  [/beef stew|matoke/, '🍲'], [/pilau/, '🍛'], [/githeri|maharagwe/, '🫘'], [/kienyeji stew/, '🍲'],
  [/vaporub/, '🫙'], [/plaster/, '🩹'], [/diaper/, '👶'], [/pregnancy test/, '🧪'], [/gloves/, '🧤'],
  [/dania|coriander/, '🌿'], [/hoho|green pepper/, '🫑'], [/garlic\b(?! bread)/, '🧄'], [/machungwa|oranges/, '🍊'],
  [/watermelon/, '🍉'], [/pineapple/, '🍍'], [/lemons|ndimu/, '🍋'],
  [/banana bread|bread|garlic bread/, '🍞'],
  [/milkshake/, '🥤'],
  [/chips/, '🍟'],
  [/tomato/, '🍅'], [/onion/, '🧅'], [/potato/, '🥔'], [/sukuma|spinach/, '🥬'], [/carrot/, '🥕'], [/avocado/, '🥑'],
  [/banana/, '🍌'], [/mango/, '🥭'], [/rice/, '🍚'], [/flour|unga/, '🌾'], [/egg/, '🥚'], [/fresh milk/, '🥛'],
  [/doughnut/, '🍩'], [/mandazi/, '🥯'], [/chapati/, '🫓'], [/samosa/, '🥟'], [/queen cake/, '🧁'], [/cake/, '🍰'],
  [/croissant/, '🥐'], [/pizza/, '🍕'], [/wings|kuku|chicken/, '🍗'], [/juice/, '🧃'], [/burger/, '🍔'],
  [/skewer|mishkaki/, '🍢'], [/coconut water|madafu/, '🥥'], [/nyama choma/, '🍖'], [/mutura/, '🌭'],
  [/fish oil|fish flakes/, ''], [/tilapia|omena/, '🐟'], [/ugali/, '🍚'], [/kachumbari/, '🥗'],
  [/smoothie/, '🥤'], [/sausage/, '🌭'], [/steak|mince|beef|goat|mutton|liver/, '🥩'],
  [/lipstick|foundation/, '💄'], [/parfum|perfume/, '🌸'], [/braiding hair/, '💇'], [/henna/, '🌿'],
  [/toothpaste/, '🪥'], [/sanitary pads/, '🌸'], [/lotion|jelly|shea|oil|relaxer|antiseptic|shampoo/, '🧴'],
  [/feature phone|galaxy|tecno|infinix/, '📱'], [/freepods|earbuds/, '🎧'], [/speaker|subwoofer/, '🔊'],
  [/laptop/, '💻'], [/power bank/, '🔋'], [/charger|extension cable/, '🔌'], [/mouse/, '🖱️'], [/router|wi-fi/, '📶'],
  [/watch/, '⌚'], [/tv\b/, '📺'], [/solar/, '☀️'], [/microwave|blender/, '🍳'], [/kettle/, '☕'], [/iron/, '👔'],
  [/fan\b/, '🌀'], [/bulb/, '💡'],
  [/jacket/, '🧥'], [/shuka|kikoi/, '🧣'], [/sandals/, '🩴'], [/bag\b/, '👜'], [/necklace/, '📿'],
  [/running shoes/, '👟'], [/tracksuit|t-shirt/, '👕'], [/shorts/, '🩳'], [/socks/, '🧦'], [/beanie|cap\b/, '🧢'],
  [/belt/, '👖'], [/gumboots/, '👢'],
  [/tablets|panadol|ibuprofen|lozenges|syrup|vitamin|capsules|dewormer|frontline|calcium/, '💊'],
  [/mosquito/, '🦟'], [/rehydration/, '💧'], [/thermometer/, '🌡️'], [/blood pressure/, '🩺'],
  [/first aid|bandage/, '🩹'], [/masks/, '😷'], [/sanitiser/, '🧼'], [/glucose/, '🩸'], [/knee/, '🦵'],
  [/cat food|whiskas|felix|cat litter|scratching/, '🐈'], [/bones/, '🦴'], [/dog bed/, '🛏️'], [/bowl/, '🥣'],
  [/dog|puppy|collar|leash|grooming brush/, '🐕'], [/rabbit/, '🐇'], [/bird/, '🐦'], [/carrier/, '🐾'],
  [/lego|blocks/, '🧱'], [/uno|card game/, '🃏'], [/chess/, '♟️'], [/monopoly|bao|scrabble|snakes/, '🎲'],
  [/racing car|wire car/, '🏎️'], [/beach ball/, '🏖️'], [/scooter/, '🛴'], [/teddy/, '🧸'], [/jigsaw|puzzle/, '🧩'],
  [/colouring|drawing/, '🖍️'], [/doll/, '👗'], [/play-doh/, '🎨'], [/kitchen set/, '🍳'], [/football/, '⚽'],
  [/kite/, '🪁'], [/skipping rope/, '🪢'],
];

const BY_CATEGORY: Record<LandingCategory, string> = {
  Food: '🍽️',
  Fashion: '👗',
  'Pet Supplies': '🐾',
  'Toys & games': '🧸',
  Electronics: '🔌',
  Health: '💊',
  'Beauty & Personal Care': '🧴',
};

/** The emoji for a product; `''` rules fall through to the category ('fish oil' is not a fish). */
export function productEmoji(product: { name: string; category: LandingCategory }): string {
  const name = product.name.toLowerCase();
  const rule = BY_NAME.find(([words]) => words.test(name));
  return rule?.[1] || BY_CATEGORY[product.category];
}

const svgDir = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

/** Twemoji names its files by code points in hex, without the emoji-style selector when it has a plain form. */
function fileOf(emoji: string): string {
  const points = [...emoji].map((c) => c.codePointAt(0)!.toString(16));
  const plain = join(svgDir, `${points.filter((p) => p !== 'fe0f').join('-')}.svg`);
  return existsSync(plain) ? plain : join(svgDir, `${points.join('-')}.svg`);
}

const cache = new Map<string, string>();

/** The emoji's drawing (its <svg> children, a 36x36 box). */
export function emojiDrawing(emoji: string): string {
  let inner = cache.get(emoji);
  if (inner === undefined) {
    const svg = readFileSync(fileOf(emoji), 'utf8');
    inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    cache.set(emoji, inner);
  }
  return inner;
}
