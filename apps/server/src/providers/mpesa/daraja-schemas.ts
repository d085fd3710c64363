import { z } from 'zod';

/** OAuth answer; expires_in is a string of seconds ("3599"). */
export const ZDarajaToken = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
});

/** Daraja's error answer (4xx/5xx). */
export const ZDarajaError = z.object({
  requestId: z.string().optional(),
  errorCode: z.string(),
  errorMessage: z.string(),
});

/** Daraja took an asynchronous request (a B2C payment, a Transaction Status query); the result comes later to its ResultURL. */
export const ZAsyncAccepted = z.object({
  ConversationID: z.string().min(1),
  OriginatorConversationID: z.string().min(1),
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
});

export const ZStkPushAccepted = z.object({
  MerchantRequestID: z.string().min(1),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
  CustomerMessage: z.string().optional(),
});
export type StkPushAccepted = z.infer<typeof ZStkPushAccepted>;

export const ZStkQueryAnswer = z.object({
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResultCode: z.coerce.number().int(),
  ResultDesc: z.string(),
});

const ZMetadataItem = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });

/** The body Daraja POSTs to the CallBackURL once the customer answered (or did not). */
export const ZStkCallbackBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().min(1),
      CheckoutRequestID: z.string().min(1),
      ResultCode: z.coerce.number().int(),
      ResultDesc: z.string(),
      CallbackMetadata: z.object({ Item: z.array(ZMetadataItem) }).optional(),
    }),
  }),
});
export type StkCallbackBody = z.infer<typeof ZStkCallbackBody>;
