import type { DbOrTx } from '../../db/client.ts';
import type { DomainEvent } from './domain-events.ts';

type Subscriber = (event: DomainEvent) => void;
/** Writes the durable effects of an event (jobs) with the transaction that caused it. */
export type EffectWriter = (tx: DbOrTx, event: DomainEvent) => Promise<void>;

export interface EventPublisher {
  /**
   * Inside the transaction that caused the events: every effect that must not be lost (a refund,
   * a text, an e-mail) is written as a durable job, so it exists exactly when the change does.
   */
  writeEffects(tx: DbOrTx, events: readonly DomainEvent[]): Promise<void>;
  /** Call only after the transaction that caused the events has committed: hints whose loss costs nothing. */
  publish(events: readonly DomainEvent[]): void;
}

/**
 * Two kinds of listeners (docs/decisions/009-domain-events-after-commit.md). Effect writers run
 * inside the transaction and only insert jobs: one that throws rolls the change back, since a
 * change whose refund or text would be lost must not happen. Subscribers hear the event after the
 * commit, in process; one that throws is logged and the others still hear the event.
 */
export function createEventBus(log: { error: (details: object, message: string) => void }) {
  const subscribers: Subscriber[] = [];
  const writers: EffectWriter[] = [];
  return {
    subscribe(subscriber: Subscriber): void {
      subscribers.push(subscriber);
    },
    writeEffectsWith(writer: EffectWriter): void {
      writers.push(writer);
    },
    async writeEffects(tx: DbOrTx, events: readonly DomainEvent[]): Promise<void> {
      for (const event of events) for (const writer of writers) await writer(tx, event);
    },
    publish(events: readonly DomainEvent[]): void {
      for (const event of events) {
        for (const subscriber of subscribers) {
          try {
            subscriber(event);
          } catch (error) {
            log.error({ err: error, event: event.type }, 'a subscriber failed on a domain event');
          }
        }
      }
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
