import { ANSWERS_SW } from './answers.ts';
import { GENERAL_SW } from './general.ts';
import { ORDERS_SW } from './orders.ts';
import { SHOPS_AND_ADMIN_SW } from './shops-and-admin.ts';
import { PUSH_SW } from './push.ts';
import { USSD_SW } from './ussd.ts';

/** The server's own sentences (and the domain rules' it answers with) in Kiswahili, keyed by the English: errors and answers. */
export const SERVER_MESSAGES_SW = { ...GENERAL_SW, ...ORDERS_SW, ...SHOPS_AND_ADMIN_SW, ...ANSWERS_SW, ...PUSH_SW, ...USSD_SW };
