import type { MessageCatalogue } from '@sokoni/domain/messages/message-translator';

/** Answers any request may get: sign-in, rights, limits, forms, files and the server's own trouble. */
export const GENERAL_SW: MessageCatalogue = {
  // The error handler's own sentences.
  'Invalid request.': 'Ombi si sahihi.',
  'Invalid value': 'Thamani si sahihi',
  '{{field}}: {{message}}': '{{field}}: {{message}}',
  'No route for {{method}} {{path}}': 'Hakuna njia ya {{method}} {{path}}',
  'Something went wrong on our side. Please try again.': 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',
  'Sokoni cannot reach its database right now. Please try again in a moment.': 'Sokoni haiwezi kufikia hifadhidata yake sasa hivi. Tafadhali jaribu tena baada ya muda mfupi.',
  'Sokoni is briefly unavailable. Please try again in a moment.': 'Sokoni haipatikani kwa muda mfupi. Tafadhali jaribu tena baada ya muda mfupi.',
  'The address contains a character that is not allowed (a broken percent-encoding or Unicode character).':
    'Anwani ya ukurasa ina herufi isiyoruhusiwa (percent-encoding iliyoharibika au herufi ya Unicode iliyoharibika).',
  'Too many requests. Please wait a few minutes and try again.': 'Maombi ni mengi mno. Tafadhali subiri dakika chache kisha ujaribu tena.',
  // zod's own wording, for fields whose contract has no sentence of its own.
  'Invalid input: expected {{expected}}, received {{received}}': 'Ingizo si sahihi: ilitarajiwa {{expected}}, imepokelewa {{received}}',
  'Invalid input': 'Ingizo si sahihi',
  'Unrecognized key: {{key}}': 'Sehemu isiyojulikana: {{key}}',
  'Unrecognized keys: {{keys}}': 'Sehemu zisizojulikana: {{keys}}',
  'Too small: expected {{expected}}': 'Ndogo mno: ilitarajiwa {{expected}}',
  'Too big: expected {{expected}}': 'Kubwa mno: ilitarajiwa {{expected}}',
  'Invalid option: expected one of {{options}}': 'Chaguo si sahihi: chagua mojawapo ya {{options}}',

  // Signing in and rights.
  'Please log in to continue.': 'Tafadhali ingia ili uendelee.',
  'You are not allowed to do that.': 'Huruhusiwi kufanya hivyo.',
  'Not found.': 'Haikupatikana.',
  'Your session has expired or is invalid. Please log in again.': 'Muda wa kuingia umeisha au si sahihi. Tafadhali ingia tena.',
  'Your account is suspended{{reason}}. Please contact support.': 'Akaunti yako imesimamishwa{{reason}}. Tafadhali wasiliana na huduma kwa wateja.',
  'Please log in with a customer account to do this.': 'Tafadhali ingia kwa akaunti ya mteja ili ufanye hivi.',
  'Please log in with a store account to do this.': 'Tafadhali ingia kwa akaunti ya duka ili ufanye hivi.',
  'Please log in with a driver account to do this.': 'Tafadhali ingia kwa akaunti ya msafirishaji ili ufanye hivi.',
  'Only an administrator can do this.': 'Ni msimamizi tu anayeweza kufanya hivi.',
  'Invalid credentials. Check your username, phone or business name and password.':
    'Maelezo ya kuingia si sahihi. Angalia jina la mtumiaji, namba ya simu au jina la biashara, na nenosiri.',
  'Invalid username or password.': 'Jina la mtumiaji au nenosiri si sahihi.',
  'Please fill in username and password': 'Tafadhali jaza jina la mtumiaji na nenosiri',
  'username or password is too long': 'Jina la mtumiaji au nenosiri ni refu mno',
  'Please fill in all required fields: {{fields}}': 'Tafadhali jaza sehemu zote zinazohitajika: {{fields}}',
  'Password must be at least 6 characters long': 'Nenosiri liwe na herufi 6 au zaidi',
  'Full name can be at most {{max}} characters': 'Jina kamili lisizidi herufi {{max}}',
  'This password is too common. Please choose one that is harder to guess.': 'Nenosiri hili limezoeleka mno. Tafadhali chagua jingine lisilo rahisi kukisia.',
  'Account not found.': 'Akaunti haikupatikana.',
  'Add an e-mail address to your profile first.': 'Kwanza ongeza anwani ya barua pepe kwenye wasifu wako.',
  'This verification link is not valid. Send a new one from your profile.': 'Kiungo hiki cha uthibitisho si sahihi. Tuma kingine kutoka kwenye wasifu wako.',
  'This verification link has already been used.': 'Kiungo hiki cha uthibitisho kimeshatumika.',
  'This verification link has expired. Send a new one from your profile.': 'Muda wa kiungo hiki cha uthibitisho umeisha. Tuma kingine kutoka kwenye wasifu wako.',
  'This link was sent to an address your account no longer uses. Send a new one from your profile.':
    'Kiungo hiki kilitumwa kwa anwani ambayo akaunti yako haitumii tena. Tuma kingine kutoka kwenye wasifu wako.',
  'This reset token is not valid for that email. Check both, or request a new reset link.':
    'Tokeni hii ya kubadilisha nenosiri si sahihi kwa barua pepe hiyo. Angalia zote mbili, au omba kiungo kipya.',
  'This reset link has already been used. Please request a new one.': 'Kiungo hiki cha kubadilisha nenosiri kimeshatumika. Tafadhali omba kingine.',
  'This reset link has expired. Please request a new one.': 'Muda wa kiungo hiki cha kubadilisha nenosiri umeisha. Tafadhali omba kingine.',

  // Forms and files.
  'Expected a form or a JSON object.': 'Fomu au kitu cha JSON kilitarajiwa.',
  'The form could not be read. Send a complete multipart/form-data body.': 'Fomu haikusomeka. Tuma fomu kamili ya multipart/form-data.',
  'You can upload a maximum of {{max}} files.': 'Unaweza kupakia faili {{max}} tu kwa jumla.',
  'That record already exists.': 'Rekodi hiyo tayari ipo.',
  'Invalid form.': 'Fomu si sahihi.',
  '{{key}} must be JSON.': '{{key}} lazima iwe JSON.',
  'File storage is not answering right now. Please try again in a moment.': 'Hifadhi ya faili haijibu sasa hivi. Tafadhali jaribu tena baada ya muda mfupi.',
  '{{field}} is too large (maximum {{max}} MB).': '{{field}} ni kubwa mno (isizidi MB {{max}}).',
  '{{field}} must be a JPEG, PNG, WebP, GIF or AVIF image.': '{{field}} lazima iwe picha ya JPEG, PNG, WebP, GIF au AVIF.',
  '{{field}} could not be read as an image.': '{{field}} haikusomeka kama picha.',
  '{{field}} must be an image or a PDF.': '{{field}} lazima iwe picha au PDF.',
  'Backups are taken with npm run backup on the server machine.': 'Nakala za akiba huchukuliwa kwa npm run backup kwenye mashine ya seva.',

  // Places.
  'We only deliver within Kenya. Please pick a point in Kenya.': 'Tunaleta ndani ya Kenya tu. Tafadhali chagua mahali ndani ya Kenya.',
  'At most {{max}} {{label}} can be measured at once.': 'Unaweza kupima {{label}} {{max}} tu kwa wakati mmoja.',
  "{{label}}: a short Plus Code needs its town, as in 'PR6C+24 Nairobi'": "{{label}}: Plus Code fupi inahitaji mji wake, kama 'PR6C+24 Nairobi'",
  "{{label}}: no Kenyan town called '{{town}}' is known to place the Plus Code {{code}}; send the full code (as in 6GCRPR6C+24)":
    "{{label}}: hatujui mji wa Kenya unaoitwa '{{town}}' wa kuweka Plus Code {{code}}; tuma code kamili (kama 6GCRPR6C+24)",
  'You can only use your own saved locations.': 'Unaweza kutumia maeneo yako uliyohifadhi tu.',
  'You can keep up to {{max}} saved locations.': 'Unaweza kuhifadhi hadi maeneo {{max}}.',
  'Saved location not found.': 'Eneo ulilohifadhi halikupatikana.',
  'Your position is outside Kenya. Check that location services are on and try again.': 'Mahali ulipo ni nje ya Kenya. Hakikisha huduma ya mahali (location) imewashwa kisha ujaribu tena.',
  'Location updates are too frequent: send at most one every 2 seconds.': 'Unatuma mahali ulipo mara nyingi mno: tuma mara moja kila sekunde 2 tu.',
  'That position is too far from your last one to be real. Wait for a better GPS fix and try again.':
    'Mahali hapo ni mbali mno na ulipokuwa mara ya mwisho. Subiri GPS ipate mahali sahihi kisha ujaribu tena.',
  'Go online to share your location.': 'Washa hali ya kuwa mtandaoni ili utume mahali ulipo.',
  // Which shops take orders now (GET /api/store-status).
  'ids must name at least one shop': 'ids lazima itaje angalau duka moja',
  'ids must name at most {{MAX_STORE_STATUS_IDS}} shops': 'ids haiwezi kutaja zaidi ya maduka {{MAX_STORE_STATUS_IDS}}',
};
