/**
 * What both web apps watch in the page, written once and without a framework: each app wraps these in its own
 * React hook and draws its own controls (antd in the staff app, plain elements in the family app).
 */

/** The part of the page's window watched here: the schema is compiled without the DOM's types. */
interface PageWindow {
  scrollY: number;
  addEventListener(type: string, listener: (event: { preventDefault(): void }) => void, options?: { passive: boolean }): void;
  removeEventListener(type: string, listener: (event: { preventDefault(): void }) => void): void;
}
const page = (): PageWindow => globalThis as unknown as PageWindow;

/** A location as the router gives it: where a form lives is its path, and for some forms its query too. */
interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * Whether going from `current` to `next` leaves a form (section 2: a form left with unsaved changes asks first).
 * A form that is one query of its page (`?report=…`) is left when the query changes too.
 */
export function leavesForm(current: PageLocation, next: PageLocation, formIsInTheQuery = false): boolean {
  return current.pathname !== next.pathname || (formIsInTheQuery && current.search !== next.search);
}

/** Until the returned function is called, closing or reloading the tab asks first (the browser's own prompt). */
export function askBeforeUnload(): () => void {
  const warn = (event: { preventDefault(): void }) => event.preventDefault();
  page().addEventListener('beforeunload', warn);
  return () => page().removeEventListener('beforeunload', warn);
}

/** How far down the page the back-to-top button appears (section 2). */
export const SCROLL_TO_TOP_AFTER_PX = 300;

/**
 * Tells `onChange` whether the page is scrolled past `threshold` pixels, now and at each scroll, until the returned
 * function is called.
 */
export function watchScrolledPast(threshold: number, onChange: (past: boolean) => void): () => void {
  const update = () => onChange(page().scrollY > threshold);
  update();
  page().addEventListener('scroll', update, { passive: true });
  return () => page().removeEventListener('scroll', update);
}
