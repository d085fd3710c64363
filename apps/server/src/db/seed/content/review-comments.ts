import type { LandingCategory } from './types.ts';

/** Store comments by rating band: [great (5), good (4), so-so (3 or less)]. */
export const STORE_COMMENTS: Record<'great' | 'good' | 'mixed', string[]> = {
  great: [
    'Fast delivery and everything was exactly as ordered. Asante sana!',
    'My go-to shop in town. Friendly staff and fair prices.',
    'Very reliable. The rider called ahead and found my gate easily.',
    'Quality is consistent every time I order. Highly recommend.',
  ],
  good: [
    'Good selection and decent prices. Delivery took a bit longer than expected.',
    'Nice shop, well packed order. Would like more variety though.',
    'Solid service overall, will order again.',
  ],
  mixed: [
    'Products are fine but one item was out of stock and they called to swap it.',
    'Okay experience. Delivery was late during the evening rush.',
  ],
};

/** Product comments per category, one pool for happy and one for lukewarm ratings. */
export const PRODUCT_COMMENTS: Record<LandingCategory, { happy: string[]; lukewarm: string[] }> = {
  Food: {
    happy: ['Arrived hot and tasted amazing.', 'Generous portion, the whole family was satisfied.', 'Fresh and well seasoned. Will order again.'],
    lukewarm: ['Tasty but arrived a little cold.', 'Good, though the portion was smaller than I hoped.'],
  },
  Fashion: {
    happy: ['Fits perfectly and the fabric feels great.', 'Looks even better than the picture.', 'Good quality for the price.'],
    lukewarm: ['Nice, but runs a size small.', 'The colour is slightly different from the photo.'],
  },
  'Pet Supplies': {
    happy: ['My dog loves it!', 'Good quality, my cat took to it immediately.', 'Fair price compared to the supermarket.'],
    lukewarm: ['Does the job, packaging was a bit damaged.', 'Okay, my pet is still getting used to it.'],
  },
  'Toys & games': {
    happy: ['The kids have not put it down since it arrived.', 'Great gift, well made.', 'Hours of fun for the whole family.'],
    lukewarm: ['Fun, but some pieces feel flimsy.', 'Good toy, the box was a bit squashed.'],
  },
  Electronics: {
    happy: ['Genuine product with warranty card. Works perfectly.', 'Battery life is excellent.', 'Great value, set up in minutes.'],
    lukewarm: ['Works well but the charger was not included.', 'Decent, though a little pricey.'],
  },
  Health: {
    happy: ['Genuine and well within expiry date.', 'Delivered discreetly and quickly.', 'Exactly what the doctor prescribed, thank you.'],
    lukewarm: ['Fine, but delivery took most of the day.', 'Good product, slightly more expensive than my usual chemist.'],
  },
  'Beauty & Personal Care': {
    happy: ['My skin feels so soft. Love it!', 'Original product and smells lovely.', 'Lasts long and worth every shilling.'],
    lukewarm: ['Nice, but the bottle was smaller than expected.', 'Works okay for my hair type.'],
  },
};

/** Comments left without a rating: questions and thanks that still show on a store page. */
export const PLAIN_COMMENTS = [
  'Do you deliver on Sundays?',
  'Thank you for the quick response on WhatsApp yesterday.',
  'Please stock more of the family-size packs.',
];
