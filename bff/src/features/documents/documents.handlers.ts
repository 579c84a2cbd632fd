import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.ts';
import { operationContext } from '../../resources/resource.handlers.ts';
import { fileRoute, reviewRoute, uploadRoute } from './documents.routes.ts';
import { openDocumentFile, reviewDocument, uploadDocument } from './documents.operations.ts';
import { boundaryOf } from './multipart.ts';

/** A header's `filename`: ASCII for old clients, the exact name in `filename*`. */
function attachmentOf(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_') || 'document.pdf';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Volunteers' documents (issue 16): the upload (a streamed multipart body), the file's download and the staff's
 * review. The list and the record are the generic resource routes. Registered before them: `POST /documents` is
 * this upload, not a generic create (documents are read-only there).
 */
export function registerDocumentRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerPath(uploadRoute);
  app.post('/documents', async (context) => {
    const length = context.req.header('content-length');
    const record = await uploadDocument(operationContext(context), {
      body: context.req.raw.body,
      boundary: boundaryOf(context.req.header('content-type')),
      declaredLength: length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined,
    });
    return context.json(record, 201);
  });

  app.openapi(fileRoute, async (context) => {
    const file = await openDocumentFile(operationContext(context), context.req.valid('param').id);
    // A volunteer's upload is never rendered by a browser as a page of ours: always a download, never sniffed, and
    // sandboxed should a browser show it anyway. The staff's review page shows it from the bytes it fetched.
    return context.body(file.stream, 200, {
      'content-type': 'application/pdf',
      'content-length': String(file.size),
      'content-disposition': attachmentOf(file.fileName),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, no-store',
    }) as never;
  });

  app.openapi(reviewRoute, async (context) => {
    const { record, warning } = await reviewDocument(operationContext(context), context.req.valid('param').id, context.req.valid('json'));
    if (warning) context.header('x-warning', warning);
    return context.json(record, 200);
  });
}
