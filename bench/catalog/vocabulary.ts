/**
 * Words the generator combines into store and product names. The mix matters for the
 * benchmark: many products share words ('pizza', 'chicken', 'phone'), as in a real catalogue,
 * so search has to rank thousands of candidates, not a handful.
 */

export interface CategoryWords {
  category: string;
  businessType: string;
  shopWords: string[];
  subcategories: Record<string, string[]>;
  adjectives: string[];
  variants: string[];
  brands: string[];
  units: string[];
  price: [number, number];
}

export const CATEGORIES: CategoryWords[] = [
  {
    category: 'Food',
    businessType: 'Restaurant',
    shopWords: ['Kitchen', 'Grill', 'Eatery', 'Cafe', 'Bistro', 'Kibanda', 'Jiko', 'Hotel', 'Diner', 'Pizzeria'],
    subcategories: {
      Pizza: ['Pizza', 'Margherita Pizza', 'Pepperoni Pizza', 'BBQ Chicken Pizza', 'Hawaiian Pizza', 'Veggie Pizza'],
      Burgers: ['Burger', 'Cheeseburger', 'Chicken Burger', 'Beef Burger', 'Double Burger'],
      Grills: ['Nyama Choma', 'Chicken Wings', 'Goat Ribs', 'Beef Skewers', 'Grilled Tilapia', 'Mishkaki'],
      Swahili: ['Pilau', 'Biryani', 'Chapati', 'Mandazi', 'Samosa', 'Bhajia', 'Viazi Karai'],
      Breakfast: ['Pancakes', 'Omelette', 'Full Breakfast', 'French Toast', 'Sausages'],
      Drinks: ['Fresh Juice', 'Passion Juice', 'Masala Tea', 'Coffee', 'Milkshake', 'Smoothie'],
      Desserts: ['Ice Cream', 'Chocolate Cake', 'Fruit Salad', 'Cupcakes', 'Doughnut'],
    },
    adjectives: ['Spicy', 'Classic', 'Special', 'Crispy', 'Grilled', 'Home-style', 'Large', 'Mini', 'Family', 'Kienyeji'],
    variants: ['', '', ' (Regular)', ' (Large)', ' Combo', ' with Fries', ' Platter', ' for Two'],
    brands: ['House', 'Chef Special', 'Mama Recipe'],
    units: ['plate', 'pcs', 'set'],
    price: [80, 2500],
  },
  {
    category: 'Fashion',
    businessType: 'Boutique',
    shopWords: ['Boutique', 'Fashions', 'Wear', 'Closet', 'Styles', 'Threads', 'Outfitters'],
    subcategories: {
      Shoes: ['Sneakers', 'Sandals', 'Leather Shoes', 'Running Shoes', 'Boots', 'Open Shoes'],
      Dresses: ['Maxi Dress', 'Ankara Dress', 'Kitenge Dress', 'Summer Dress', 'Evening Gown'],
      Men: ['Jeans', 'Chinos', 'Polo Shirt', 'Kaunda Suit', 'Hoodie', 'T-Shirt'],
      Accessories: ['Maasai Beaded Necklace', 'Leather Belt', 'Handbag', 'Kiondo Basket', 'Sunglasses', 'Watch'],
    },
    adjectives: ['Slim Fit', 'Classic', 'Casual', 'Official', 'Vintage', 'Handmade', 'Designer', 'Unisex'],
    variants: ['', ' - Black', ' - Blue', ' - Red', ' - Size M', ' - Size L', ' - Size 42'],
    brands: ['Kikoy Co', 'Bata', 'Safari Style', 'Urban Nai', 'Local Tailor'],
    units: ['pcs', 'set'],
    price: [300, 9000],
  },
  {
    category: 'Electronics',
    businessType: 'Electronics Shop',
    shopWords: ['Electronics', 'Phones', 'Digital', 'Tech Hub', 'Gadgets', 'Computers'],
    subcategories: {
      Phones: ['Smartphone', 'Feature Phone', 'Phone Case', 'Screen Protector', 'Phone Charger'],
      Audio: ['Bluetooth Speaker', 'Earphones', 'Headphones', 'Subwoofer', 'Radio'],
      Computers: ['Laptop', 'Mouse', 'Keyboard', 'Flash Disk', 'External Hard Drive', 'Monitor'],
      Power: ['Solar Panel', 'Power Bank', 'Extension Cable', 'Rechargeable Bulb', 'Inverter'],
      TV: ['Smart TV', 'TV Bracket', 'Decoder', 'HDMI Cable', 'Remote Control'],
    },
    adjectives: ['Samsung', 'Tecno', 'Infinix', 'Itel', 'Oraimo', 'Wireless', 'Fast', 'Portable', 'HD'],
    variants: ['', ' 32GB', ' 64GB', ' 128GB', ' 10000mAh', ' 2m', ' 43 inch', ' Pro'],
    brands: ['Samsung', 'Tecno', 'Infinix', 'Oraimo', 'Hisense', 'HP', 'Generic'],
    units: ['pcs', 'unit'],
    price: [150, 65000],
  },
  {
    category: 'Health',
    businessType: 'Pharmacy',
    shopWords: ['Pharmacy', 'Chemist', 'Health Centre', 'Wellness', 'Dawa'],
    subcategories: {
      Vitamins: ['Vitamin C', 'Multivitamin', 'Zinc Tablets', 'Omega 3', 'Iron Supplement'],
      'First Aid': ['Bandages', 'Antiseptic', 'Cotton Wool', 'Plasters', 'Thermometer'],
      'Pain Relief': ['Paracetamol', 'Ibuprofen', 'Pain Relief Gel', 'Cough Syrup'],
      Devices: ['Blood Pressure Monitor', 'Glucometer', 'Face Masks', 'Hand Sanitizer'],
    },
    adjectives: ['Extra Strength', 'Children', 'Adult', 'Family Pack', 'Sugar-free', 'Daily'],
    variants: ['', ' 100ml', ' 30 Tablets', ' 60 Capsules', ' Pack of 10', ' 500ml'],
    brands: ['Dawa Ltd', 'Cosmos', 'Beta Healthcare', 'GSK', 'Generic'],
    units: ['pcs', 'set', 'unit'],
    price: [50, 6000],
  },
  {
    category: 'Beauty & Personal Care',
    businessType: 'Beauty Shop',
    shopWords: ['Beauty', 'Cosmetics', 'Salon Supplies', 'Glow', 'Spa'],
    subcategories: {
      Hair: ['Shampoo', 'Conditioner', 'Hair Oil', 'Braids', 'Weave', 'Hair Food'],
      Skin: ['Body Lotion', 'Shea Butter', 'Face Cream', 'Sunscreen', 'Petroleum Jelly'],
      Makeup: ['Lipstick', 'Foundation', 'Mascara', 'Nail Polish', 'Eyeliner'],
      Fragrance: ['Perfume', 'Body Spray', 'Roll-on', 'Cologne'],
    },
    adjectives: ['Natural', 'Herbal', 'Aloe Vera', 'Coconut', 'Moisturising', 'Organic', 'Matte'],
    variants: ['', ' 200ml', ' 400ml', ' 50g', ' Travel Size', ' Gift Set'],
    brands: ['Nice & Lovely', 'Nivea', 'Vaseline', 'Darling', 'Kenya Shea'],
    units: ['pcs', 'set', 'grams'],
    price: [60, 4500],
  },
  {
    category: 'Pet Supplies',
    businessType: 'Pet Shop',
    shopWords: ['Pet Shop', 'Pets', 'Vet Supplies', 'Paws'],
    subcategories: {
      Dogs: ['Dog Food', 'Dog Collar', 'Dog Leash', 'Dog Bed', 'Chew Toy'],
      Cats: ['Cat Food', 'Cat Litter', 'Scratching Post', 'Cat Toy'],
      Birds: ['Bird Seed', 'Bird Cage', 'Chicken Feed', 'Layers Mash'],
    },
    adjectives: ['Premium', 'Puppy', 'Adult', 'Small Breed', 'Large Breed', 'Durable'],
    variants: ['', ' 1kg', ' 2kg', ' 10kg', ' Medium', ' Large'],
    brands: ['Unga Feeds', 'Pedigree', 'Whiskas', 'Generic'],
    units: ['kg', 'pcs'],
    price: [100, 8000],
  },
  {
    category: 'Toys & games',
    businessType: 'Toy Shop',
    shopWords: ['Toys', 'Kids Corner', 'Playland', 'Games'],
    subcategories: {
      Outdoor: ['Football', 'Bicycle', 'Skipping Rope', 'Kite', 'Scooter'],
      Learning: ['Building Blocks', 'Puzzle', 'Alphabet Chart', 'Colouring Book', 'Abacus'],
      'Board Games': ['Chess Set', 'Draughts', 'Ludo', 'Scrabble', 'Playing Cards'],
      Dolls: ['Doll', 'Teddy Bear', 'Toy Car', 'Action Figure', 'Remote Control Car'],
    },
    adjectives: ['Kids', 'Wooden', 'Plastic', 'Educational', 'Colourful', 'Giant', 'Mini'],
    variants: ['', ' Set', ' (Ages 3+)', ' (Ages 8+)', ' Deluxe'],
    brands: ['Toyland', 'Lego', 'Generic', 'Jua Kali'],
    units: ['pcs', 'set'],
    price: [100, 15000],
  },
  {
    category: 'Groceries',
    businessType: 'Supermarket',
    shopWords: ['Mart', 'Supermarket', 'Minimart', 'Duka', 'Wholesalers', 'Fresh', 'Mama Mboga'],
    subcategories: {
      Vegetables: ['Sukuma Wiki', 'Tomatoes', 'Onions', 'Cabbage', 'Spinach', 'Carrots'],
      Fruits: ['Bananas', 'Mangoes', 'Avocado', 'Oranges', 'Pineapple', 'Watermelon'],
      Staples: ['Maize Flour', 'Rice', 'Wheat Flour', 'Sugar', 'Cooking Oil', 'Beans'],
      Dairy: ['Milk', 'Yoghurt', 'Butter', 'Cheese', 'Mala'],
      Beverages: ['Tea Leaves', 'Instant Coffee', 'Soda', 'Drinking Water', 'Juice'],
    },
    adjectives: ['Fresh', 'Organic', 'Local', 'Premium', 'Pishori', 'Farm'],
    variants: ['', ' 1kg', ' 2kg', ' 500g', ' 1L', ' Bunch', ' Pack of 6'],
    brands: ['Jogoo', 'Pembe', 'Brookside', 'KCC', 'Farm Fresh', 'Mumias'],
    units: ['kg', 'grams', 'pcs', 'unit'],
    price: [20, 3000],
  },
  {
    category: 'Home & Kitchen',
    businessType: 'Hardware',
    shopWords: ['Home Store', 'Hardware', 'Homeware', 'Furnishings', 'Kitchenware'],
    subcategories: {
      Kitchen: ['Sufuria Set', 'Pressure Cooker', 'Blender', 'Electric Kettle', 'Pizza Cutter', 'Jiko'],
      Furniture: ['Plastic Chair', 'Coffee Table', 'Mattress', 'Bookshelf', 'Sofa'],
      Cleaning: ['Mop', 'Broom', 'Detergent', 'Bar Soap', 'Bleach'],
      Decor: ['Curtains', 'Cushion Covers', 'Wall Clock', 'Vase', 'Rug'],
    },
    adjectives: ['Stainless', 'Non-stick', 'Heavy Duty', 'Modern', 'Compact', 'Large'],
    variants: ['', ' 5 Piece', ' 2L', ' 3-Seater', ' Blue', ' Grey'],
    brands: ['Ramtons', 'Sayona', 'Kenpoly', 'Von Hotpoint', 'Generic'],
    units: ['pcs', 'set', 'unit'],
    price: [50, 40000],
  },
];

export const SHOP_PREFIXES = [
  'Mama', 'Baba', 'Kwa', 'Nyumbani', 'Uhuru', 'Tamu', 'Safari', 'Jambo', 'Baraka', 'Neema', 'Upendo', 'Amani',
  'Zawadi', 'Kilimanjaro', 'Rafiki', 'Nairobi', 'Pwani', 'Ziwa', 'Mlima', 'Twiga', 'Simba', 'Tembo', 'Chui',
  'Bahari', 'Jua', 'Mwezi', 'Nyota', 'Faraja', 'Imani', 'Furaha', 'Wema', 'Karibu', 'Hodari', 'Bora', 'Kito',
];
export const SHOP_NAMES = [
  'Wanjiku', 'Otieno', 'Achieng', 'Kamau', 'Njeri', 'Mutua', 'Wambui', 'Kiprop', 'Chebet', 'Odhiambo', 'Akinyi',
  'Mwangi', 'Nduta', 'Kariuki', 'Atieno', 'Wafula', 'Nafula', 'Barasa', 'Jeptoo', 'Mohamed', 'Fatuma', 'Halima',
];

export const TOWNS: [name: string, lat: number, lng: number][] = [
  ['Nairobi', -1.2864, 36.8172],
  ['Mombasa', -4.0435, 39.6682],
  ['Kisumu', -0.0917, 34.768],
  ['Nakuru', -0.3031, 36.08],
  ['Eldoret', 0.5143, 35.2698],
  ['Thika', -1.0333, 37.0693],
  ['Nyeri', -0.4201, 36.9476],
  ['Machakos', -1.5177, 37.2634],
  ['Meru', 0.0463, 37.6559],
  ['Kakamega', 0.2827, 34.7519],
  ['Naivasha', -0.7167, 36.4333],
  ['Malindi', -3.2192, 40.1169],
];

/** The search texts the benchmark sends: whole words, prefixes, typos, short and long. */
export const SEARCH_QUERIES = [
  'pizza', 'piza', 'margh', 'burger', 'buger', 'chicken', 'chiken', 'nyama choma', 'pilau', 'chapati', 'samosa',
  'juice', 'coffe', 'sneakers', 'snekers', 'ankara dress', 'jeans', 'phone', 'samsung', 'samsng', 'laptop',
  'power bank', 'vitamin', 'paracetamol', 'shampoo', 'shampo', 'lotion', 'perfume', 'dog food', 'cat', 'lego',
  'football', 'puzzle', 'sukuma', 'maize flour', 'milk', 'rice', 'blender', 'sufuria', 'mama', 'kwa wanjiku',
  'baraka', 'pharmacy', 'boutique', 'electronics', 'food', 'groceries', 'pi', 'ma', 's',
];
