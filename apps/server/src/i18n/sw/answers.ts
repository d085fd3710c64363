import type { MessageCatalogue } from '@sokoni/domain/messages/message-translator';

/** The `message` of answers that went well ('Order placed!'), and the few refusals sent without the error handler. */
export const ANSWERS_SW: MessageCatalogue = {
  // Accounts.
  'Signup successful!': 'Umejisajili!',
  'Sign up Successful, Welcome!': 'Umejisajili, karibu!',
  'Driver signed up successfully!': 'Umejisajili kama msafirishaji!',
  'Logged in successfully!': 'Umeingia!',
  'Profile updated successfully': 'Wasifu umesasishwa',
  'Your e-mail address is verified. Thank you!': 'Anwani yako ya barua pepe imethibitishwa. Asante!',
  'A verification link has been sent to your e-mail address. It is valid for 24 hours.': 'Kiungo cha uthibitisho kimetumwa kwa barua pepe yako. Kinafanya kazi kwa saa 24.',
  'Your e-mail address is already verified.': 'Anwani yako ya barua pepe tayari imethibitishwa.',
  'If an account with that email exists, a password reset link has been sent to it. The link is valid for 1 hour.':
    'Kama kuna akaunti yenye barua pepe hiyo, kiungo cha kubadilisha nenosiri kimetumwa kwake. Kiungo kinafanya kazi kwa saa 1.',
  'Your password has been reset. Please sign in with your new password.': 'Nenosiri lako limebadilishwa. Tafadhali ingia kwa nenosiri jipya.',
  'Email sent successfully!': 'Barua pepe imetumwa!',
  'Location saved successfully!': 'Eneo limehifadhiwa!',
  'Location details saved.': 'Maelezo ya eneo yamehifadhiwa.',

  // Orders.
  'Order placed!': 'Oda imewekwa!',
  'Your order has been cancelled.': 'Oda yako imeghairiwa.',
  'Your order goes on with the other shops.': 'Oda yako inaendelea na maduka mengine.',
  'Thank you! Your order is confirmed as delivered.': 'Asante! Oda yako imethibitishwa kufika.',
  'Thank you! Your rating has been saved.': 'Asante! Ukadiriaji wako umehifadhiwa.',
  'Thank you! Your comment has been posted.': 'Asante! Maoni yako yamechapishwa.',
  'Order declined. The customer has been told.': 'Oda imekataliwa. Mteja amejulishwa.',
  'Order status updated to {{status}}.': 'Hali ya oda imebadilishwa kuwa {{status}}.',
  'All notifications marked as read.': 'Arifa zote zimewekwa kama zimesomwa.',
  'Notification deleted.': 'Arifa imefutwa.',
  'Product deleted successfully.': 'Bidhaa imefutwa.',

  // Riders.
  'Order declined. It is open to other drivers again.': 'Oda imekataliwa. Iko wazi kwa wasafirishaji wengine tena.',
  'Order accepted. Pick it up from the shops.': 'Oda imekubaliwa. Ichukue kutoka madukani.',
  'You have already accepted this order.': 'Tayari umekubali oda hii.',
  'Order marked as delivered.': 'Oda imewekwa kama imefikishwa.',
  'Order marked as delivered without the PIN. Support will review the photo and note.': 'Oda imewekwa kama imefikishwa bila PIN. Huduma kwa wateja itakagua picha na maelezo.',
  'Sharing your location with the customer.': 'Unatuma mahali ulipo kwa mteja.',
  'You are online. Orders near you are offered to you first.': 'Uko mtandaoni. Oda zilizo karibu nawe zinakufikia kwanza.',
  'You are offline. You will not be offered orders and your location is no longer shared.': 'Uko nje ya mtandao. Hutapewa oda na mahali ulipo hapatumwi tena.',
  'Documents uploaded. The admin will look at them before approving you.': 'Nyaraka zimepakiwa. Msimamizi atazikagua kabla ya kukuidhinisha.',

  // Refusals sent straight from a route.
  'File not found.': 'Faili haikupatikana.',
  'Metrics are not public.': 'Takwimu hizi si za umma.',
  'w must be a width in pixels, e.g. w=320.': 'w lazima iwe upana kwa pikseli, kwa mfano w=320.',
  '{{field}} contains a character that is not allowed (a NUL byte or a broken Unicode character).':
    '{{field}} ina herufi isiyoruhusiwa (baiti ya NUL au herufi ya Unicode iliyoharibika).',
};
