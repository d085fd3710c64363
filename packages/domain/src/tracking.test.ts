import { describe, expect, it } from 'vitest';
import { isUncollected, trackingStage } from './tracking.ts';

describe('trackingStage', () => {
  const order = (status: string, assignedDriverId: string | null, subOrderStatuses: string[]) => ({ status, assignedDriverId, subOrderStatuses });

  it('follows the order from the kitchen to the door', () => {
    expect(trackingStage(order('Preparing', null, ['Preparing']))).toBe('preparing');
    expect(trackingStage(order('ReadyForPickup', null, ['ReadyForPickup']))).toBe('finding_rider');
    expect(trackingStage(order('ReadyForPickup', 'd1', ['ReadyForPickup', 'OutForDelivery']))).toBe('picking_up');
    expect(trackingStage(order('OutForDelivery', 'd1', ['OutForDelivery', 'Cancelled']))).toBe('on_the_way');
    expect(trackingStage(order('Delivered', 'd1', ['Delivered']))).toBe('delivered');
    expect(trackingStage(order('Cancelled', null, ['Cancelled']))).toBe('cancelled');
  });

  it('counts only live parts not yet picked up as still to collect', () => {
    expect(['ReadyForPickup', 'PickedUp', 'OutForDelivery', 'Cancelled'].map(isUncollected)).toEqual([true, false, false, false]);
  });
});
