import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { acceptedCodings, copyPath, isCodingCopy, type ContentCoding } from './content-coding.ts';
import type { WebAssetReader } from './web-app-files.ts';

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  // The demo training videos (family/public/videos).
  webm: 'video/webm',
  mp4: 'video/mp4',
  // The demo training path's document (family/public/training).
  pdf: 'application/pdf',
};

/**
 * The files the apps' builds write brotli and gzip copies of (the `include` of their vite configs). Their answer
 * depends on Accept-Encoding even when it is the plain file, and a shared cache must know it.
 */
const COMPRESSIBLE = new Set(['js', 'css', 'svg', 'json', 'webmanifest']);

/**
 * One file of a built app: the build's brotli or gzip copy when the client accepts it, else the plain file, with
 * the type of the plain file either way. Hashed assets are kept for a year, the rest for an hour.
 */
export async function assetResponse(
  context: Context<AppEnv>,
  reader: WebAssetReader | undefined,
  path: string,
  extension: string,
  immutable: boolean,
): Promise<Response> {
  const found = reader && !isCodingCopy(extension) ? await readAsset(reader, path, extension, context.req.header('accept-encoding')) : null;
  if (!found) return context.body('Not found', 404, { 'content-type': 'text/plain; charset=utf-8' });
  return context.body(found.body.slice().buffer as ArrayBuffer, 200, {
    'content-type': TYPES[extension] ?? 'application/octet-stream',
    // Set here, not left to the runtime: a HEAD answer keeps it without a body to measure.
    'content-length': String(found.body.byteLength),
    ...(found.coding && { 'content-encoding': found.coding }),
    ...(COMPRESSIBLE.has(extension) && { vary: 'Accept-Encoding' }),
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
}

/** The bytes to send and their coding; the plain file's only after the accepted copies, to read one file, not two. */
async function readAsset(
  reader: WebAssetReader,
  path: string,
  extension: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Uint8Array; coding?: ContentCoding } | null> {
  if (COMPRESSIBLE.has(extension)) {
    for (const coding of acceptedCodings(acceptEncoding)) {
      if (coding === 'identity') break;
      const copy = await reader(copyPath(path, coding));
      if (copy) return { body: copy, coding };
    }
  }
  const plain = await reader(path);
  return plain && { body: plain };
}
