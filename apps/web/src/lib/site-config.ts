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
} as const;

/** 'tel:' links need the number without spaces. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
