import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ADMIN = fileURLToPath(new URL('..', import.meta.url));
const EXTRACT = readFileSync(path.join(ADMIN, 'scripts/extract-antd-styles.mjs'), 'utf8');

/** The antd components the staff app's sources import by value (`import { Button, type FormProps } from 'antd'`). */
function componentsImported(): Set<string> {
  const names = new Set<string>();
  const files = readdirSync(path.join(ADMIN, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  for (const file of files) {
    const source = readFileSync(path.join(ADMIN, 'src', file), 'utf8');
    for (const [, list] of source.matchAll(/import\s+(?!type\s)\{([^}]+)\}\s+from\s+'antd'/g))
      for (const item of list!.split(',')) {
        const name = item.trim().replace(/\s+as\s+\w+$/, '');
        if (name && !name.startsWith('type ') && /^[A-Z]/.test(name)) names.add(name);
      }
  }
  return names;
}

describe('the antd styles extracted at build time (vite-antd-static-styles.ts)', () => {
  // A component left out still works: it writes its styles in the browser, as all did before, which is the cost
  // the extraction removes. This keeps the list in step with what the app uses.
  it('renders every component the staff app imports from antd', () => {
    const imported = componentsImported();
    expect(imported.size).toBeGreaterThan(20);
    const missing = [...imported].filter((name) => name !== 'ConfigProvider' && !name.endsWith('Ref') && !new RegExp(`h\\(\\s*${name}[,.\\s]`).test(EXTRACT));
    expect(missing, 'components to add to scripts/extract-antd-styles.mjs').toEqual([]);
  });
});
