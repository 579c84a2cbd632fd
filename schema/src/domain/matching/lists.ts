/**
 * The first item of `a` that `b` holds too. Plain loops: the matching asks this of millions of pairs (sectors,
 * establishments), and a closure per call (`a.find((x) => b.includes(x))`) was a measurable part of the proposal.
 */
export function firstShared<T>(a: readonly T[], b: readonly T[]): T | undefined {
  if (a.length === 0 || b.length === 0) return undefined;
  for (const item of a) if (b.includes(item)) return item;
  return undefined;
}
