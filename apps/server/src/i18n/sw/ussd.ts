/** The USSD callback's refusals of a malformed gateway request (the menu's own screens are in modules/ussd/ussd-texts.ts). */
export const USSD_SW: Record<string, string> = {
  'sessionId is required': 'sessionId inahitajika',
  'sessionId is too long': 'sessionId ni ndefu mno',
  'serviceCode is required': 'serviceCode inahitajika',
  'serviceCode is too long': 'serviceCode ni ndefu mno',
  'phoneNumber is required': 'phoneNumber inahitajika',
  'phoneNumber is too long': 'phoneNumber ni ndefu mno',
  'networkCode is too long': 'networkCode ni ndefu mno',
  'text is too long': 'text ni ndefu mno',
};
