import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Loading } from './loading.tsx';

/**
 * A part of a page made of pieces that load on their own (cards, each with its query; a form and the sections below
 * it), drawn once none of them is still loading. Drawn piece by piece, a piece that arrives late above one already
 * drawn pushes it down: the page jumps under the reader's eyes (layout shift, issue 29), however slow the network.
 *
 * A piece is loading while it shows `<Loading />` (the `.loading` status every `RequestState` shows), or while its
 * code is (the Suspense boundary here, for lazy pieces). Until then the pieces are laid out but not drawn, for
 * everyone alike (`visibility: hidden` also keeps them from screen readers and the keyboard), and a single status
 * says the part is loading, at the top of the place it holds. Once drawn, the part stays drawn: a piece that loads
 * again later (another week, a retry) follows the reader's own action and shows its own status.
 */
export function LoadsTogether({ className, children }: { className?: string; children: ReactNode }) {
  const pieces = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  // Before the first paint, then on every change of the pieces' DOM until none shows a loading status.
  useLayoutEffect(() => {
    const element = pieces.current;
    if (loaded || !element) return;
    const check = () => {
      if (!element.querySelector('.loading')) setLoaded(true);
    };
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true });
    check();
    return () => observer.disconnect();
  }, [loaded]);
  return (
    <div className="loads-together" aria-busy={!loaded}>
      {!loaded && <Loading />}
      <div ref={pieces} className={`loads-together-pieces${className ? ` ${className}` : ''}`}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </div>
    </div>
  );
}
