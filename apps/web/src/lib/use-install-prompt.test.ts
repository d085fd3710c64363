import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BeforeInstallPromptEvent } from './install-prompt.ts';
import { useInstallPrompt } from './use-install-prompt.ts';

function fireInstallPrompt(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

function displayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query === '(display-mode: standalone)', media: query }));
}

afterEach(() => {
  // The kept prompt is page-wide; an installed app forgets it, as the browser does.
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  vi.unstubAllGlobals();
  delete (navigator as { standalone?: boolean }).standalone;
});

describe('useInstallPrompt', () => {
  it('offers nothing until the browser fires its install prompt, then keeps the event', () => {
    displayMode(false);
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.canInstall).toBe(false);

    const { event } = fireInstallPrompt();
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.canInstall).toBe(true);
  });

  it('keeps a prompt that fired before the button existed', () => {
    displayMode(false);
    renderHook(() => useInstallPrompt()).unmount();
    fireInstallPrompt();
    expect(renderHook(() => useInstallPrompt()).result.current.canInstall).toBe(true);
  });

  it.each(['accepted', 'dismissed'] as const)('shows the prompt on install and hides the offer when the user has %s', async (outcome) => {
    displayMode(false);
    const { result } = renderHook(() => useInstallPrompt());
    const { prompt } = fireInstallPrompt(outcome);

    await act(() => result.current.install());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(result.current.canInstall).toBe(false);
  });

  it('never offers installing inside the installed app', () => {
    displayMode(true);
    const { result } = renderHook(() => useInstallPrompt());
    const { event } = fireInstallPrompt();
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.canInstall).toBe(false);
  });

  it('never offers installing from an iOS home-screen app', () => {
    displayMode(false);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    const { result } = renderHook(() => useInstallPrompt());
    fireInstallPrompt();
    expect(result.current.canInstall).toBe(false);
  });

  it('withdraws the offer once the app has been installed another way', () => {
    displayMode(false);
    const { result } = renderHook(() => useInstallPrompt());
    fireInstallPrompt();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current.canInstall).toBe(false);
  });
});
