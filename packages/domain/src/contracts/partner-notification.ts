import { z } from 'zod';

/** Newest notifications a store is sent at once; older ones stay stored. */
export const PARTNER_NOTIFICATIONS_LIST_CAP = 200;

/** Unread notifications younger than this alert with a sound and a desktop notification. */
export const NOTIFICATION_ALERT_WINDOW_MS = 4 * 60 * 60 * 1000;

/** `read` and `isRead` carry the same value: older clients read one, newer the other. */
export const ZPartnerNotification = z.object({
  _id: z.string(),
  message: z.string(),
  subOrderId: z.string().nullable(),
  orderId: z.string().nullable(),
  url: z.string().nullable(),
  timestamp: z.string(),
  read: z.boolean(),
  isRead: z.boolean(),
});
export type TPartnerNotification = z.infer<typeof ZPartnerNotification>;

export const ZPartnerNotificationList = z.array(ZPartnerNotification);

export const ZReadAllResponse = z.object({ message: z.string(), updated: z.number() });
