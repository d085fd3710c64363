import type { CSSProperties } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * Messages scrolling sideways, paused while hovered. With reduced motion it stands still and
 * can be scrolled by hand instead.
 */
export function Marquee({ messages, label, className }: { messages: readonly string[]; label: string; className?: string }) {
  const characters = messages.join('').length;
  const style = { '--marquee-duration': `${Math.max(15, Math.round(characters * 0.22))}s` } as CSSProperties;
  return (
    <section aria-label={label} className={cn('overflow-hidden motion-reduce:overflow-x-auto', className)}>
      <div className="flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:animate-none" style={style}>
        {[0, 1].map((copy) => (
          <ul key={copy} aria-hidden={copy === 1 || undefined} className={cn('flex shrink-0', copy === 1 && 'motion-reduce:hidden')}>
            {messages.map((message) => (
              <li key={message} className="flex items-center whitespace-nowrap px-5">
                <span aria-hidden="true" className="mr-2.5 size-1.5 rounded-full bg-current opacity-60" />
                {message}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
