import { useEffect, useRef, useState } from 'react';
import { api } from '../api/client.ts';

declare global {
  interface Window {
    turnstile?: {
      render(element: HTMLElement, options: { sitekey: string; callback(token: string): void; 'expired-callback'(): void; size?: string }): string;
      reset(id?: string): void;
    };
  }
}

/**
 * The invisible bot check (Cloudflare Turnstile) when the server has it on: loads the provider's script, renders
 * its widget in `container`, and hands over the token for the `x-bot-check` header. Off, it does nothing.
 */
export function useBotCheck() {
  const container = useRef<HTMLDivElement>(null);
  const [token, setToken] = useState<string | undefined>(undefined);
  const widget = useRef<string | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    void api.GET('/auth/bot-check').then(({ data }) => {
      if (cancelled || data?.provider !== 'turnstile' || !data.siteKey) return;
      const siteKey = data.siteKey;
      const render = () => {
        if (!cancelled && container.current && window.turnstile) {
          widget.current = window.turnstile.render(container.current, {
            sitekey: siteKey,
            callback: setToken,
            'expired-callback': () => setToken(undefined),
            size: 'flexible',
          });
        }
      };
      if (window.turnstile) return render();
      const script = document.createElement('script');
      script.src = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
      script.async = true;
      script.onload = render;
      document.head.append(script);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return {
    container,
    headers: (): Record<string, string> => (token ? { 'x-bot-check': token } : {}),
    /** A token is good for one check: ask for a new one after each submission. */
    reset: () => {
      setToken(undefined);
      if (widget.current) window.turnstile?.reset(widget.current);
    },
  };
}
