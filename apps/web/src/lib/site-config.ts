/** Public contact details shown in the footer; each can be overridden at build time. */
export const siteConfig = {
  name: 'Sokoni',
  tagline: 'Local delivery from vendors you trust',
  contact: {
    location: import.meta.env.VITE_CONTACT_LOCATION ?? 'Nakuru, Kenya',
    phone: import.meta.env.VITE_CONTACT_PHONE ?? '+254 700 123 456',
    email: import.meta.env.VITE_CONTACT_EMAIL ?? 'hello@sokoni.co.ke',
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/sokoni' },
    { name: 'Instagram', href: 'https://www.instagram.com/sokoni' },
    { name: 'X', href: 'https://x.com/sokoni' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@sokoni' },
  ],
  /** The landing header's scrolling ad banner. */
  adBanner: [
    'Hot food, groceries, pharmacy and more from shops in your town',
    'Great offers every day: see what is discounted today',
    'Own a shop? Sell on Sokoni and reach customers nearby',
    'Drive with Sokoni: no upfront costs, keep 80% of every delivery fee',
  ],
  /** The storefront's promotions marquee (three default messages). */
  promotions: [
    'Great offers every day from trusted local vendors',
    'Fast local delivery straight to your door',
    'Secure checkout: pay on delivery',
  ],
} as const;

/** 'tel:' links need the number without spaces. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
