import QRCode from 'qrcode';
import { formatHeldHours, formatLongDate, type Language } from '@binome/schema';
import { translateFamily } from '@binome/schema/family-catalogs';
import type { Certificate } from './certificates.operations.ts';

/** What a certificate prints: the stored figures, frozen at issue. */
export interface PrintedCertificate {
  tutorName: string;
  from: string;
  to: string;
  language: Language;
  minutes: number;
  occurrencesCount: number;
  studentsCount: number;
  issuedAt: string;
  code: string;
  revokedAt?: string | undefined;
}

/**
 * What a stored certificate prints. Every figure is set at issue (issueCertificate); the descriptor leaves them
 * optional because no client writes them, so an absent one would print empty or zero, never 'undefined'.
 */
export function printedCertificate(certificate: Certificate): PrintedCertificate {
  return {
    tutorName: certificate.tutorName ?? '',
    from: certificate.from ?? '',
    to: certificate.to ?? '',
    language: certificate.language === 'en' ? 'en' : 'fr',
    minutes: certificate.minutes ?? 0,
    occurrencesCount: certificate.occurrencesCount ?? 0,
    studentsCount: certificate.studentsCount ?? 0,
    issuedAt: certificate.issuedAt ?? '',
    code: certificate.code ?? '',
    revokedAt: certificate.status === 'revoked' ? certificate.revokedAt : undefined,
  };
}

const INK = '#1f2937';
const ACCENT = '#1d4ed8';
const QR_CELL = 3;

/** '2026-09-01' as a reader of the language writes it: '1er septembre 2026', '1 September 2026'. */
export function longDate(day: string, language: Language): string {
  return formatLongDate(day, language);
}

/**
 * The certificate as a one-page A4 PDF (pdfkit's standard Helvetica, whose WinAnsi encoding holds the French
 * accents), with a QR code drawn as vector squares that opens the public verification page.
 */
export async function certificatePdf(certificate: PrintedCertificate, options: { organisation: string; verifyUrl: string }): Promise<Uint8Array> {
  // pdfkit takes half a second of CPU to load: loaded at the first certificate printed, not by every process
  // that starts the server (each test file among them).
  const { default: PDFDocument } = await import('pdfkit');
  const { language } = certificate;
  const t = (key: string, params: Record<string, string | number> = {}) => translateFamily(language, `familyCertificates.pdf.${key}`, params);
  const document = new PDFDocument({ size: 'A4', margin: 64, info: { Title: t('title'), Author: options.organisation, Subject: certificate.tutorName } });
  const chunks: Uint8Array[] = [];
  document.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    document.on('end', resolve);
    document.on('error', reject);
  });

  document.fillColor(ACCENT).font('Helvetica-Bold').fontSize(12).text(options.organisation.toUpperCase(), { characterSpacing: 1 });
  document.moveDown(2);
  document.fillColor(INK).font('Helvetica-Bold').fontSize(24).text(t('title'));
  document.moveDown(1.5);
  document
    .font('Helvetica')
    .fontSize(12)
    .text(
      t('body', {
        organisation: options.organisation,
        name: certificate.tutorName,
        from: longDate(certificate.from, language),
        to: longDate(certificate.to, language),
      }),
      { lineGap: 4 },
    );
  document.moveDown(1.5);
  const figure = (label: string, value: string) => {
    document
      .font('Helvetica')
      .fontSize(12)
      .fillColor(INK)
      .text(`${label}${language === 'fr' ? ' : ' : ': '}`, { continued: true })
      .font('Helvetica-Bold')
      .text(value);
    document.moveDown(0.4);
  };
  figure(t('hours'), formatHeldHours(certificate.minutes));
  figure(t('occurrences'), String(certificate.occurrencesCount));
  figure(t('students'), String(certificate.studentsCount));
  document.moveDown(1);
  document.font('Helvetica-Oblique').fontSize(10).fillColor('#4b5563').text(t('rule'), { lineGap: 2 });
  document.moveDown(1.5);
  document
    .font('Helvetica')
    .fontSize(12)
    .fillColor(INK)
    .text(t('issued', { date: longDate(certificate.issuedAt, language) }));
  if (certificate.revokedAt) {
    document.moveDown(1);
    document
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor('#b91c1c')
      .text(t('revoked', { date: longDate(certificate.revokedAt, language) }));
  }

  const qr = QRCode.create(options.verifyUrl, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const left = document.page.margins.left;
  const top = document.page.height - document.page.margins.bottom - size * QR_CELL - 40;
  for (let row = 0; row < size; row += 1)
    for (let column = 0; column < size; column += 1)
      if (qr.modules.get(row, column)) document.rect(left + column * QR_CELL, top + row * QR_CELL, QR_CELL, QR_CELL);
  document.fillColor('#000000').fill();
  const textLeft = left + size * QR_CELL + 16;
  const width = document.page.width - document.page.margins.right - textLeft;
  document.font('Helvetica').fontSize(10).fillColor(INK).text(t('verify'), textLeft, top, { width });
  document.fillColor(ACCENT).text(options.verifyUrl, { width, link: options.verifyUrl });
  document.fillColor(INK).text(t('code', { code: certificate.code }), { width });
  document.end();
  await ended;
  const length = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
