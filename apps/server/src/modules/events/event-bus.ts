import type { DomainEvent } from './domain-events.ts';

type Subscriber = (event: DomainEvent) => void;

export interface EventPublisher {
  /** Call only after the transaction that caused the events has committed. */
  publish(events: readonly DomainEvent[]): void;
}

/**
 * In-process publishing after commit. A subscriber that throws is logged and the others still
 * hear the event: the change it reports is already committed and must not turn into an error.
 * Why there is no outbox table behind it: docs/decisions/009-domain-events-after-commit.md.
 */
export function createEventBus(log: { error: (details: object, message: string) => void }) {
  const subscribers: Subscriber[] = [];
  return {
    subscribe(subscriber: Subscriber): void {
      subscribers.push(subscriber);
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
