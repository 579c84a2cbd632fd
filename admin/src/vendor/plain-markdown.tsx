import type { ReactNode } from 'react';

/**
 * Stands in for `react-markdown` (and `remark-gfm`), which `@refinedev/antd` imports for its MarkdownField: the
 * staff app shows no Markdown, and the real library would add about 33 KB (gzip) to every screen. Should a
 * Markdown field ever be shown, it appears as plain text, never lost; remove the alias in vite.config.ts to render
 * it for real.
 */
export default function PlainMarkdown({ children }: { children?: ReactNode }) {
  return <div style={{ whiteSpace: 'pre-wrap' }}>{children}</div>;
}

/** `remark-gfm`'s place: a plugin that changes nothing. */
export function noPlugin(): void {}
