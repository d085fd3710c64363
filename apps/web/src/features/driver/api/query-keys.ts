/** Every driver query lives under ['driver', …] so logout can drop them all at once. */
export const driverKeys = {
  profile: ['driver', 'profile'] as const,
  availability: ['driver', 'availability'] as const,
  available: (driverId: string) => ['driver', 'available', driverId] as const,
  order: (orderId: string) => ['driver', 'order', orderId] as const,
  active: (driverId: string) => ['driver', 'active', driverId] as const,
  completedAll: (driverId: string) => ['driver', 'completed', driverId] as const,
  completed: (driverId: string, date: string) => ['driver', 'completed', driverId, date] as const,
  /** Cash held and the statement change together (a delivery, a hand-over): both live under money. */
  money: (driverId: string) => ['driver', 'money', driverId] as const,
  cash: (driverId: string) => ['driver', 'money', driverId, 'cash'] as const,
  ratings: (driverId: string) => ['driver', 'ratings', driverId] as const,
  statement: (driverId: string, from: string, to: string) => ['driver', 'money', driverId, 'statement', from, to] as const,
};
