import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { listenToOtherTabs } from '../lib/session.ts';
import { SocketProvider } from '../lib/socket-provider.tsx';
import { createQueryClient } from './query-client.ts';

/** The session itself is restored in main.tsx before the first render; here it follows other tabs. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => listenToOtherTabs(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SocketProvider>{children}</SocketProvider>
    </QueryClientProvider>
  );
}
