import { createElement, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadedLazy } from '../src/components/preloaded-lazy.tsx';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Bonjour ${name}`);
const drawn = (component: ReturnType<typeof preloadedLazy<{ name: string }>>) =>
  renderToStaticMarkup(createElement(Suspense, { fallback: createElement('span', null, 'chargement') }, createElement(component, { name: 'Ada' })));

describe('preloadedLazy', () => {
  it('suspends while its code has not come, like React.lazy', () => {
    const Card = preloadedLazy(() => new Promise<{ default: typeof Greeting }>(() => undefined));
    expect(drawn(Card)).toBe('<span>chargement</span>');
  });

  it('draws the component at once, with its props, once preloaded', async () => {
    let loads = 0;
    const Card = preloadedLazy(async () => {
      loads += 1;
      return { default: Greeting };
    });
    await Card.preload();
    expect(drawn(Card)).toBe('<p>Bonjour Ada</p>');
    await Card.preload();
    expect(loads).toBe(1);
  });

  it('asks for its code again after a failure', async () => {
    let attempts = 0;
    const Card = preloadedLazy(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { default: Greeting };
    });
    await expect(Card.preload()).rejects.toThrow('chunk failed');
    await Card.preload();
    expect(attempts).toBe(2);
    expect(drawn(Card)).toBe('<p>Bonjour Ada</p>');
  });
});
