/** A text about to be sent: the recipient's number in any Kenyan form, the words in their language. */
export interface SmsMessage {
  to: string;
  text: string;
  /** What it is about, e.g. 'order_confirmed'. */
  kind: string;
  /** The thing it is about, e.g. the order id: the same kind and ref are texted once. */
  ref?: string;
  language: 'en' | 'sw';
}
