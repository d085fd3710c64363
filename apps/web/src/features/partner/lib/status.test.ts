import { describe, expect, it } from 'vitest';
import { displayedStatus, needsParentPolling } from './status.ts';

const sub = (status: string, parent: string, driver: string | null = '6650d0000000000000000001') => ({
  status,
  parentOrder: { status: parent, assignedDriver: driver },
});

describe('a sub-order following its order', () => {
  it('takes the order status when the order is ahead and a driver has it', () => {
    expect(displayedStatus(sub('OutForDelivery', 'Delivered'))).toBe('Delivered');
    expect(displayedStatus(sub('OutForDelivery', 'Confirmed Delivered'))).toBe('Confirmed Delivered');
    expect(displayedStatus(sub('Delivered', 'Confirmed Delivered'))).toBe('Confirmed Delivered');
  });

  it('keeps its own status otherwise', () => {
    expect(displayedStatus(sub('OutForDelivery', 'Delivered', null))).toBe('OutForDelivery');
    expect(displayedStatus(sub('Preparing', 'Delivered'))).toBe('Preparing');
    expect(displayedStatus(sub('Delivered', 'OutForDelivery'))).toBe('Delivered');
    expect(displayedStatus(sub('OutForDelivery', 'Cancelled'))).toBe('OutForDelivery');
  });

  it('polls the order only while out for delivery with a driver', () => {
    expect(needsParentPolling(sub('OutForDelivery', 'OutForDelivery'))).toBe(true);
    expect(needsParentPolling(sub('OutForDelivery', 'OutForDelivery', null))).toBe(false);
    expect(needsParentPolling(sub('ReadyForPickup', 'ReadyForPickup'))).toBe(false);
    expect(needsParentPolling(sub('Delivered', 'Delivered'))).toBe(false);
  });
});
