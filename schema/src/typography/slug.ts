/**
 * A person's name as a file name part: 'Inès Le Gall-Rivière' → 'ines-le-gall-riviere'. Accents are dropped
 * through Unicode decomposition, so no table of letters is kept here.
 */
export function nameSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
