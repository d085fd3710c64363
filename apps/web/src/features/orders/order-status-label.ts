/** 'ReadyForPickup' -> 'Ready For Pickup': status names as words, the way customers read them. */
export function statusLabel(status: string): string {
  return status.replace(/([a-z])([A-Z])/g, '$1 $2');
}

export function formatOrderDate(iso: string): string {
  return new Date(iso).toLocaleString('en-KE', { dateStyle: 'medium', timeStyle: 'short' });
}
