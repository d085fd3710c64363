import { weekAndSunday } from './shop-hours.ts';
import { inCategory, type SeedOptionGroup, type SeedProductInput, type SeedStore } from './types.ts';

/**
 * Demo shops whose menus are built on options: a juice bar (sizes, sugar or none, boosts) and a
 * butcher (½ kg or 1 kg, and the cut). Both are in central Nairobi, within the default delivery
 * radius of the city centre; their descriptions end with their hours (shop-hours.ts).
 */

const JUICE_SIZE: SeedOptionGroup = {
  name: 'Size',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { name: '300 ml', priceDelta: 0 },
    { name: '500 ml', priceDelta: 80 },
    { name: '1 litre', priceDelta: 200 },
  ],
};
const SUGAR: SeedOptionGroup = {
  name: 'Sugar',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { name: 'Without sugar', priceDelta: 0 },
    { name: 'With sugar', priceDelta: 0 },
  ],
};
const BOOSTS: SeedOptionGroup = {
  name: 'Boosts',
  required: false,
  min: 0,
  max: 2,
  choices: [
    { name: 'Ginger shot', priceDelta: 50 },
    { name: 'Chia seeds', priceDelta: 60 },
    { name: 'Honey instead of sugar', priceDelta: 40 },
  ],
};

const juice = (p: Pick<SeedProductInput, 'name' | 'price' | 'description' | 'tags'> & { discountedPrice?: number; sweet?: boolean }): SeedProductInput => ({
  name: p.name,
  subCategory: 'Juices',
  brand: 'Tamu Juice Bar',
  price: p.price,
  ...(p.discountedPrice ? { discountedPrice: p.discountedPrice } : {}),
  quantity: 1,
  unit: 'unit',
  inventory: 60,
  description: p.description,
  tags: p.tags,
  // Juices pressed from sweet fruit are offered without the sugar question.
  options: p.sweet ? [JUICE_SIZE, BOOSTS] : [JUICE_SIZE, SUGAR, BOOSTS],
});

export const tamuJuiceBarMenu = inCategory('Food', [
  juice({ name: 'Passion Juice', price: 180, description: 'Fresh purple passion fruit from Meru, pressed to order.', tags: ['juice', 'passion', 'fresh'] }),
  juice({ name: 'Mango Juice', price: 200, discountedPrice: 170, sweet: true, description: 'Ripe apple mangoes blended thick, nothing added.', tags: ['juice', 'mango', 'fresh'] }),
  juice({ name: 'Pineapple & Mint Juice', price: 190, description: 'Sweet Thika pineapple with a handful of fresh mint.', tags: ['juice', 'pineapple', 'mint'] }),
  juice({ name: 'Tree Tomato Juice', price: 170, description: 'Tangy tree tomatoes (tamarillo), a Kenyan favourite.', tags: ['juice', 'tree tomato'] }),
  juice({ name: 'Watermelon Juice', price: 160, sweet: true, description: 'Cold watermelon pressed with a squeeze of lime.', tags: ['juice', 'watermelon'] }),
  juice({ name: 'Lemon & Ginger Juice', price: 180, description: 'Fresh lemons and a kick of ginger; ask for sugar or take it sharp.', tags: ['juice', 'lemon', 'ginger'] }),
  juice({ name: 'Avocado Smoothie', price: 250, description: 'Hass avocado blended with milk, smooth and filling.', tags: ['smoothie', 'avocado'] }),
  juice({ name: 'Banana & Peanut Smoothie', price: 260, discountedPrice: 230, description: 'Bananas, peanut butter and milk: breakfast in a cup.', tags: ['smoothie', 'banana', 'peanut'] }),
  juice({ name: 'Beetroot & Carrot Juice', price: 210, description: 'Beetroot, carrot and apple, pressed the moment you order.', tags: ['juice', 'beetroot', 'carrot'] }),
  juice({ name: 'Tropical Mix Juice', price: 220, sweet: true, description: 'Mango, pineapple, passion and orange together.', tags: ['juice', 'mixed', 'tropical'] }),
]);

const WEIGHT = (fullKiloDelta: number): SeedOptionGroup => ({
  name: 'Weight',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { name: '½ kg', priceDelta: 0 },
    { name: '1 kg', priceDelta: fullKiloDelta },
  ],
});
const CUT: SeedOptionGroup = {
  name: 'Cut',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { name: 'Whole piece', priceDelta: 0 },
    { name: 'Cubed for stew', priceDelta: 0 },
    { name: 'Minced', priceDelta: 30 },
  ],
};

const meat = (p: Pick<SeedProductInput, 'name' | 'subCategory' | 'price' | 'description' | 'tags'> & { discountedPrice?: number; cut?: boolean }): SeedProductInput => ({
  name: p.name,
  subCategory: p.subCategory,
  brand: 'Ngara Prime Butchery',
  price: p.price,
  ...(p.discountedPrice ? { discountedPrice: p.discountedPrice } : {}),
  // Priced per half kilo: a whole kilo is a choice, at a little less than two halves.
  quantity: 0.5,
  unit: 'kg',
  inventory: 40,
  description: p.description,
  tags: p.tags,
  options: p.cut ? [WEIGHT(p.price - 20), CUT] : [WEIGHT(p.price - 20)],
});

export const ngaraButcheryMenu = inCategory('Food', [
  meat({ name: 'Beef Steak', subCategory: 'Beef', price: 420, cut: true, description: 'Boneless beef from grass-fed Narok cattle.', tags: ['beef', 'steak', 'meat'] }),
  meat({ name: 'Beef on the Bone', subCategory: 'Beef', price: 360, discountedPrice: 330, cut: true, description: 'Beef with bone for soups and slow stews.', tags: ['beef', 'stew', 'meat'] }),
  meat({ name: 'Beef Mince', subCategory: 'Beef', price: 400, description: 'Lean beef minced fresh every morning.', tags: ['beef', 'mince', 'meat'] }),
  meat({ name: 'Goat Meat', subCategory: 'Goat', price: 450, cut: true, description: 'Tender Kajiado goat, perfect for nyama choma or stew.', tags: ['goat', 'mbuzi', 'meat'] }),
  meat({ name: 'Goat Ribs', subCategory: 'Goat', price: 470, description: 'Goat ribs for the grill, cut into portions.', tags: ['goat', 'ribs', 'meat'] }),
  meat({ name: 'Mutton', subCategory: 'Mutton', price: 430, cut: true, description: 'Fresh mutton from Maasai-reared sheep.', tags: ['mutton', 'meat'] }),
  meat({ name: 'Kienyeji Chicken Pieces', subCategory: 'Chicken', price: 480, description: 'Free-range village chicken, cleaned and cut.', tags: ['chicken', 'kienyeji'] }),
  meat({ name: 'Chicken Breast Fillet', subCategory: 'Chicken', price: 390, discountedPrice: 360, description: 'Boneless, skinless chicken breast.', tags: ['chicken', 'fillet'] }),
  meat({ name: 'Beef Sausages', subCategory: 'Sausages', price: 300, description: 'Our own beef sausages, lightly spiced.', tags: ['sausages', 'beef'] }),
  meat({ name: 'Beef Liver', subCategory: 'Offal', price: 280, description: 'Fresh beef liver for a quick fry with onions.', tags: ['liver', 'beef', 'offal'] }),
]);

export const STORES_WITH_OPTIONS: SeedStore[] = [
  {
    businessName: 'Tamu Juice Bar',
    businessType: 'Juice Bar',
    town: 'Nairobi',
    location: '-1.283950,36.822780',
    address: 'Kimathi Street, opposite the National Archives, Nairobi CBD',
    description: 'Fresh juices and smoothies pressed to order, with or without sugar.',
    hours: weekAndSunday('07:00', '20:00', { open: '09:00', close: '18:00' }),
    contactNumber: '+254712660701',
    idNumber: '30567812',
    products: tamuJuiceBarMenu,
  },
  {
    businessName: 'Ngara Prime Butchery',
    businessType: 'Butchery',
    town: 'Nairobi',
    location: '-1.274420,36.823610',
    address: 'Ngara Road, near Ngara Market, Nairobi',
    description: 'Beef, goat, mutton and chicken cut to order by the ½ kg or the kilo.',
    hours: weekAndSunday('06:30', '19:30', null),
    contactNumber: '+254722770802',
    idNumber: '28841936',
    products: ngaraButcheryMenu,
  },
];
