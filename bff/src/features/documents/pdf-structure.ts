import { getDocumentProxy } from 'unpdf';

/**
 * Does `bytes` parse as a PDF with at least one page? Read by pdf.js (through `unpdf`, its serverless build: the same
 * on Node and Deno, no worker, no canvas), the parser browsers use to show PDFs. Magic bytes alone let through a
 * polyglot (`%PDF-1.7` then HTML and scripts, or garbage): pdf.js finds no document in those.
 */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // A copy: pdf.js takes ownership of the buffer it is given (it detaches it).
    document = await getDocumentProxy(bytes.slice(), {
      isEvalSupported: false,
      verbosity: 0,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: true,
    });
    if (document.numPages < 1) return false;
    await document.getPage(1);
    return true;
  } catch {
    return false;
  } finally {
    await document?.destroy().catch(() => undefined);
  }
}
