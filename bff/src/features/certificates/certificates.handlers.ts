import type { OpenAPIHono } from '@hono/zod-openapi';
import { fileNameDate } from '@binome/schema';
import { translateFamily } from '@binome/schema/family-catalogs';
import type { AppEnv } from '../../http/context.ts';
import { publicUrlOf } from '../../env.ts';
import { operationContext } from '../../resources/resource.handlers.ts';
import { heldHoursRoute, issueRoute, pdfRoute, revokeRoute, verifyRoute } from './certificates.routes.ts';
import { issueCertificate, ownHeldHours, readableCertificate, revokeCertificate, verifyCertificate } from './certificates.operations.ts';
import { certificatePdf, printedCertificate } from './certificate-pdf.ts';

/** Where the QR code of a certificate leads: the family app's public verification page. */
export function verifyPageUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/verify/${encodeURIComponent(code)}`;
}

/**
 * Volunteer certificates (issue 15): a tutor's hours so far, a certificate issued for a period and its PDF, the
 * staff's revocation, and the public verification of a code. The list and the record are the generic resource
 * routes. Registered before them: `/certificates/held-hours` is not a certificate's id.
 */
export function registerCertificateRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(heldHoursRoute, async (context) => context.json(await ownHeldHours(operationContext(context)), 200));

  app.openapi(issueRoute, async (context) => {
    const { record, created } = await issueCertificate(operationContext(context), context.req.valid('json'));
    return created ? context.json(record, 201) : context.json(record, 200);
  });

  app.openapi(pdfRoute, async (context) => {
    const operation = operationContext(context);
    const certificate = await readableCertificate(operation, context.req.valid('param').id);
    const { env } = context.get('deps');
    const printed = printedCertificate(certificate);
    const pdf = await certificatePdf(printed, { organisation: env.ORGANISATION_NAME, verifyUrl: verifyPageUrl(publicUrlOf(env), printed.code) });
    const filename = `${translateFamily(printed.language, 'familyCertificates.pdf.filename')}-${fileNameDate(printed.from)}-${fileNameDate(printed.to)}.pdf`;
    return context.body(pdf.slice().buffer as ArrayBuffer, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  app.openapi(revokeRoute, async (context) =>
    context.json(await revokeCertificate(operationContext(context), context.req.valid('param').id, context.req.valid('json').reason), 200),
  );

  app.openapi(verifyRoute, async (context) => {
    const answer = await verifyCertificate({ store: context.get('deps').store }, context.req.valid('param').code);
    context.header('cache-control', 'no-store');
    return context.json(answer, 200);
  });
}
