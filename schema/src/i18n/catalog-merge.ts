/** A translation catalog: nested objects of strings, i18next's resource shape (`{{name}}` interpolation). */
export type Catalog = { [key: string]: string | Catalog };

export function mergeCatalogs(...parts: Catalog[]): Catalog {
  const merged: Catalog = {};
  for (const part of parts) mergeInto(merged, part, '');
  return merged;
}

function mergeInto(target: Catalog, source: Catalog, prefix: string): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'string' || typeof existing === 'string') {
      if (existing !== undefined) throw new Error(`Translation key '${prefix}${key}' is defined twice`);
      target[key] = value;
    } else {
      const child = (existing as Catalog | undefined) ?? {};
      target[key] = child;
      mergeInto(child, value, `${prefix}${key}.`);
    }
  }
}

/** Every key of a catalog, dotted. */
export function catalogKeys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : catalogKeys(value, `${prefix}${key}.`)));
}

export function lookup(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
