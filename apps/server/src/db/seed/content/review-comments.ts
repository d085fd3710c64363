import type { LandingCategory } from './types.ts';

/** Store comments by rating band: [great (5), good (4), so-so (3 or less)]. */
export const STORE_COMMENTS: Record<'great' | 'good' | 'mixed', string[]> = {
  great: [
    'Fast delivery and everything was exactly as ordered. Asante sana!',
    'My go-to shop in town. Friendly staff and fair prices.',
    'Very reliable. The rider called ahead and found my gate easily.',
    'Quality is consistent every time I order. Highly recommend.',
    'Ordered at lunch time and it was at my office in under forty minutes.',
    'They packed everything in separate bags so nothing got squashed. Nice touch.',
    'Honest shop: they refunded me for an item they could not find.',
    'Prices are the same as in the shop itself, no delivery markup.',
    'Been ordering here for months and never had a problem.',
    'The owner personally called to confirm my order. Excellent service.',
  ],
  good: [
    'Good selection and decent prices. Delivery took a bit longer than expected.',
    'Nice shop, well packed order. Would like more variety though.',
    'Solid service overall, will order again.',
    'Everything arrived, but the receipt was missing from the bag.',
    'Friendly rider, order complete. Packaging could be better.',
    'Good shop, though they close a bit early on weekdays.',
    'Reliable most of the time; once my order came an hour late.',
  ],
  mixed: [
    'Products are fine but one item was out of stock and they called to swap it.',
    'Okay experience. Delivery was late during the evening rush.',
    'Had to call twice before the order left the shop.',
    'The prices went up since my last order, quality is the same.',
    'Not bad, but the change for my cash payment took a while.',
  ],
};

/** Product comments per category, one pool for happy and one for lukewarm ratings. */
export const PRODUCT_COMMENTS: Record<LandingCategory, { happy: string[]; lukewarm: string[] }> = {
  Food: {
    happy: ['Arrived hot and tasted amazing.', 'Generous portion, the whole family was satisfied.', 'Fresh and well seasoned. Will order again.', 'Tastes just like home cooking.', 'Crispy, hot and on time. Perfect Friday dinner.', 'The sauce is the best in town.', 'Ordered for the office and everyone asked where it came from.', 'Big enough to share between two.'],
    lukewarm: ['Tasty but arrived a little cold.', 'Good, though the portion was smaller than I hoped.', 'A bit too salty for my taste.', 'Fine, but the chips were soggy by the time they arrived.'],
  },
  Fashion: {
    happy: ['Fits perfectly and the fabric feels great.', 'Looks even better than the picture.', 'Good quality for the price.', 'Washed it twice already and the colour has not faded.', 'Comfortable enough to wear all day.', 'Got so many compliments at church on Sunday.', 'Stitching is neat and strong.', 'True to size, I will buy another colour.'],
    lukewarm: ['Nice, but runs a size small.', 'The colour is slightly different from the photo.', 'Material is thinner than I expected.', 'Okay, but it needed ironing straight out of the bag.'],
  },
  'Pet Supplies': {
    happy: ['My dog loves it!', 'Good quality, my cat took to it immediately.', 'Fair price compared to the supermarket.', 'The puppy finishes every bowl.', 'Strong and chew-proof so far.', 'Our rabbit is healthier since we switched to this.', 'Big bag that lasts the whole month.', 'My vet recommended it and it was in stock here.'],
    lukewarm: ['Does the job, packaging was a bit damaged.', 'Okay, my pet is still getting used to it.', 'Smell is quite strong.', 'Works, but the size chart was confusing.'],
  },
  'Toys & games': {
    happy: ['The kids have not put it down since it arrived.', 'Great gift, well made.', 'Hours of fun for the whole family.', 'Survived my toddler, which says a lot.', 'Educational and fun, my daughter learnt her numbers.', 'Bright colours and no sharp edges.', 'Batteries were included, ready to play.', 'Bought a second one for my nephew.'],
    lukewarm: ['Fun, but some pieces feel flimsy.', 'Good toy, the box was a bit squashed.', 'Instructions were hard to follow.', 'Kids got bored after a few days.'],
  },
  Electronics: {
    happy: ['Genuine product with warranty card. Works perfectly.', 'Battery life is excellent.', 'Great value, set up in minutes.', 'Sealed box, original item. Very happy.', 'Sound quality is much better than I expected.', 'Charges fast and stays cool.', 'The shop helped me set it up over the phone.', 'Still working perfectly after three months.'],
    lukewarm: ['Works well but the charger was not included.', 'Decent, though a little pricey.', 'Gets warm after long use.', 'The manual is only in Chinese and English.'],
  },
  Health: {
    happy: ['Genuine and well within expiry date.', 'Delivered discreetly and quickly.', 'Exactly what the doctor prescribed, thank you.', 'The pharmacist called to explain the dosage. Very professional.', 'Sealed and properly stored.', 'Saved me a trip to town when I was unwell.', 'Works as it should, I feel much better.', 'Cheaper than the chemist near my house.'],
    lukewarm: ['Fine, but delivery took most of the day.', 'Good product, slightly more expensive than my usual chemist.', 'Packaging was plain, I had to check the label twice.', 'Only one pack was left, had to wait for a restock.'],
  },
  'Beauty & Personal Care': {
    happy: ['My skin feels so soft. Love it!', 'Original product and smells lovely.', 'Lasts long and worth every shilling.', 'No more dry skin since I started using this.', 'The scent lasts the whole day.', 'Gentle enough for my sensitive skin.', 'My salon uses the same one, glad to find it here.', 'Great lather, a little goes a long way.'],
    lukewarm: ['Nice, but the bottle was smaller than expected.', 'Works okay for my hair type.', 'Scent is a bit strong for me.', 'Took a few weeks before I saw any difference.'],
  },
};

/** Comments left without a rating: questions and thanks that still show on a store page. */
export const PLAIN_COMMENTS = [
  'Do you deliver on Sundays?',
  'Thank you for the quick response on WhatsApp yesterday.',
  'Please stock more of the family-size packs.',
];
