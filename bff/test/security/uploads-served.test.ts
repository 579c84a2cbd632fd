import { readdir } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { tinyPdf } from '../support/pdf.ts';

/**
 * Security review, low findings on uploads:
 * - the content check read only the magic bytes, so a polyglot (`%PDF-1.7` then HTML and scripts, or a PDF header
 *   over garbage) was stored as a PDF: the whole file is now parsed as a PDF at the end of the upload;
 * - staff could have an upload served `inline` with no sandbox, a page of the staff origin made of a volunteer's
 *   bytes: every download is now an attachment, never sniffed, and sandboxed.
 */
const encode = (text: string) => new TextEncoder().encode(text);
const POLYGLOTS: Record<string, Uint8Array> = {
  'a PDF header then HTML and script': encode(
    `%PDF-1.7\n<html><body><script>fetch('/v1/me').then((r) => r.text()).then(alert)</script></body></html>\n%%EOF\n`,
  ),
  'a PDF header then garbage': (() => {
    const bytes = new Uint8Array(64 * 1024).map((_, index) => (index * 7919) % 251);
    bytes.set(encode('%PDF-1.7\n'), 0);
    return bytes;
  })(),
  'a PDF header, a fake catalogue and HTML': encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n<html><script>alert(1)</script></html>\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  ),
};

function pdfkitDocument(): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const document = new PDFDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.text('Attestation de stage');
    document.end();
  });
}

function form(bytes: Uint8Array, name = 'extrait.pdf'): FormData {
  const data = new FormData();
  data.append('kind', 'other');
  data.append('title', 'Attestation');
  data.append('file', new Blob([bytes.slice().buffer as ArrayBuffer], { type: 'application/pdf' }), name);
  return data;
}

describe('uploads are parsed as PDFs and served as attachments', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  const upload = async (bytes: Uint8Array) => app.call('/v1/documents', { method: 'POST', cookie: await app.signIn('tutor'), rawBody: form(bytes) });

  for (const [name, bytes] of Object.entries(POLYGLOTS)) {
    it(`refuses ${name} with the catalogue's file error, and keeps nothing`, { timeout: 60_000 }, async () => {
      const before = await readdir(app.blobDirectory).catch(() => []);
      const refused = await upload(bytes);
      expect(refused.status).toBe(415);
      expect(await json(refused)).toEqual({ code: 'notPdf', message: 'errors.fileUploadFailed' });
      expect(await readdir(app.blobDirectory).catch(() => [])).toEqual(before);
    });
  }

  it('takes real PDFs: one made by pdfkit, and a small hand-written one', { timeout: 60_000 }, async () => {
    expect((await upload(await pdfkitDocument())).status).toBe(201);
    expect((await upload(tinyPdf('Diplôme'))).status).toBe(201);
  });

  it('serves a download as an attachment, never sniffed, sandboxed, even when staff ask for it inline', { timeout: 60_000 }, async () => {
    const created = await json<{ id: string }>(await upload(tinyPdf('Servi')));
    for (const [role, query] of [
      ['tutor', ''],
      ['recruiter', ''],
      ['recruiter', '?disposition=inline'],
      ['super_administrator', '?disposition=inline'],
    ] as const) {
      const response = await app.call(`/v1/documents/${created.id}/file${query}`, { cookie: await app.signIn(role) });
      expect(response.status, `${role}${query}`).toBe(200);
      expect(response.headers.get('content-disposition'), `${role}${query}`).toMatch(/^attachment;/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
      await response.arrayBuffer();
    }
  });
});
