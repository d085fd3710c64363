import { createContext, use, type ReactNode } from 'react';

/**
 * Content a feature adds to every footer (the contact form). The app layout fills it, so the
 * shared footer shows it without importing any feature.
 */
const FooterSlotContext = createContext<ReactNode>(null);

export function FooterSlotProvider({ content, children }: { content: ReactNode; children: ReactNode }) {
  return <FooterSlotContext value={content}>{children}</FooterSlotContext>;
}

export function useFooterSlot(): ReactNode {
  return use(FooterSlotContext);
}
