import type { ReactNode } from 'react';

/** One card of a home page: a titled section. */
export function HomeCard({ id, title, children, slot }: { id: string; title: string; children: ReactNode; slot?: string }) {
  return (
    <section className="card home-card" aria-labelledby={`${id}-title`} data-slot={slot}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
