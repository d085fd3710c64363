import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { listenToOtherTabs } from '../lib/session.ts';
import { SocketProvider } from '../lib/socket-provider.tsx';
import { createQueryClient } from './query-client.ts';

/**
 * The session itself is restored in main.tsx before the first render; here it follows other tabs.
 * `queryClient`: one that already holds the page's first data (server render, hydration).
 */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => listenToOtherTabs(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SocketProvider>{children}</SocketProvider>
    </QueryClientProvider>
  );
}
