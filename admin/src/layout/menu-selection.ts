import type { MenuEntry } from '@binome/schema';

/** The item whose path is the longest prefix of the current path: `/manage/tutors/edit/1` lights up "Tuteurs". */
export function selectedMenuKey(menu: MenuEntry[], path: string): string | undefined {
  const items = menu.flatMap((entry) => ('items' in entry ? entry.items : [entry]));
  const matching = items.filter((item) => (item.path === '/' ? path === '/' : path === item.path || path.startsWith(`${item.path}/`)));
  return matching.sort((a, b) => b.path.length - a.path.length)[0]?.key;
}
