import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { folderReader } from '../../src/runtime/web-assets.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A script worth compressing, as a build writes it. */
const SCRIPT = new TextEncoder().encode(Array.from({ length: 400 }, (_, index) => `export const value${index} = "binôme ${index}";`).join('\n'));
const STYLE = new TextEncoder().encode('.card { color: #123456; }\n'.repeat(200));
const ICON = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** A built family app on disk: a script with both copies, a style with a gzip copy only, a script with none. */
async function builtFamilyApp(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'binome-built-app-'));
  await mkdir(path.join(folder, 'assets'));
  const files: Record<string, Uint8Array> = {
    'index.html': new TextEncoder().encode('<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head></html>'),
    'assets/app-1a2b.js': SCRIPT,
    'assets/app-1a2b.js.br': brotliCompressSync(SCRIPT),
    'assets/app-1a2b.js.gz': gzipSync(SCRIPT),
    'assets/app-5e6f.css': STYLE,
    'assets/app-5e6f.css.gz': gzipSync(STYLE),
    'assets/plain-7a8b.js': SCRIPT,
    'assets/logo-3c4d.png': ICON,
  };
  for (const [name, bytes] of Object.entries(files)) await writeFile(path.join(folder, name), bytes);
  return folder;
}

async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

describe('the built apps’ scripts and styles, sent with the build’s brotli or gzip copy', () => {
  let app: TestApp;
  const asking = (encoding: string | undefined, method = 'GET'): { method: string; headers: Record<string, string> } => ({
    method,
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  });
  beforeAll(async () => {
    app = await createTestApp({ webApps: { family: folderReader(await builtFamilyApp()) } });
  });

  it('sends the brotli copy to a browser that accepts it, typed as the script it is', async () => {
    const response = await app.call('/assets/app-1a2b.js', asking('gzip, deflate, br, zstd'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytesOf(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(SCRIPT.byteLength / 4);
    expect(brotliDecompressSync(body)).toEqual(Buffer.from(SCRIPT));
  });

  it('sends the gzip copy when gzip is all the client takes, or brotli is refused', async () => {
    for (const encoding of ['gzip', 'br;q=0, gzip, deflate', 'gzip;q=0.8, br;q=0.1']) {
      const response = await app.call('/assets/app-1a2b.js', asking(encoding));
      expect(response.headers.get('content-encoding'), encoding).toBe('gzip');
      expect(response.headers.get('vary'), encoding).toBe('Accept-Encoding');
      const body = await bytesOf(response);
      expect(Number(response.headers.get('content-length')), encoding).toBe(body.byteLength);
      expect(gunzipSync(body), encoding).toEqual(Buffer.from(SCRIPT));
    }
    const style = await app.call('/assets/app-5e6f.css', asking('br, gzip'));
    expect(style.headers.get('content-encoding')).toBe('gzip');
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(gunzipSync(await bytesOf(style))).toEqual(Buffer.from(STYLE));
  });

  it('sends the plain file, still marked as varying, without the header, to identity, when every copy is refused or missing', async () => {
    for (const [file, encoding] of [
      ['/assets/app-1a2b.js', undefined],
      ['/assets/app-1a2b.js', 'identity'],
      ['/assets/app-1a2b.js', 'br;q=0, gzip;q=0'],
      ['/assets/app-1a2b.js', '*;q=0, identity'],
      ['/assets/plain-7a8b.js', 'br, gzip'],
    ] as const) {
      const response = await app.call(file, asking(encoding));
      const what = `${file} ${encoding}`;
      expect(response.status, what).toBe(200);
      expect(response.headers.get('content-encoding'), what).toBeNull();
      expect(response.headers.get('vary'), what).toBe('Accept-Encoding');
      expect(response.headers.get('content-type'), what).toBe('text/javascript; charset=utf-8');
      expect(Number(response.headers.get('content-length')), what).toBe(SCRIPT.byteLength);
      expect(await bytesOf(response), what).toEqual(SCRIPT);
    }
    // A file the builds never compress does not vary.
    const image = await app.call('/assets/logo-3c4d.png', asking('br, gzip'));
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(await bytesOf(image)).toEqual(ICON);
  });

  it('answers 404 to a direct request for a copy: they are ways of sending a file, not files of their own', async () => {
    for (const file of ['/assets/app-1a2b.js.br', '/assets/app-1a2b.js.gz', '/assets/app-5e6f.css.gz']) {
      expect((await app.call(file, asking('br, gzip'))).status, file).toBe(404);
      expect((await app.call(file)).status, file).toBe(404);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const get = await app.call('/assets/app-1a2b.js', asking(encoding));
      const head = await app.call('/assets/app-1a2b.js', asking(encoding, 'HEAD'));
      expect(head.status, encoding).toBe(200);
      for (const header of ['content-encoding', 'content-type', 'content-length', 'vary', 'cache-control']) {
        expect(head.headers.get(header), `${encoding} ${header}`).toBe(get.headers.get(header));
      }
      expect(head.headers.get('content-encoding'), encoding).toBe(encoding ?? null);
      expect(head.headers.get('content-length'), encoding).not.toBeNull();
      expect((await bytesOf(head)).byteLength, encoding).toBe(0);
    }
  });
});
