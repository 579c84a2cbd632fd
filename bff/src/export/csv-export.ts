import type { Entity, Language } from '@binome/schema';
import { permittedFieldsOf } from '@casl/ability/extra';
import type { OperationContext } from '../resources/operations.ts';
import { readableFilter, readView } from '../resources/operations.ts';
import type { ListQuery } from '../resources/list-query.ts';
import { allFieldPaths } from '../resources/access.ts';
import { valueAt } from '@binome/schema';
import { csvCell, csvColumns } from './csv-columns.ts';
import { csvText } from './csv-text.ts';

const ROWS_PER_CHUNK = 500;
const BOM = '\uFEFF';

/**
 * A CSV export as a stream: rows are read from the store one by one and written in chunks as the client reads
 * them (`pull`), so memory stays flat whatever the number of rows. `;` separates values, as spreadsheets set to
 * French expect; the BOM makes them read UTF-8.
 */
export function exportCsv(context: OperationContext, entity: Entity, query: ListQuery, language: Language): ReadableStream<Uint8Array> {
  const { ability } = context.signedIn;
  // Checked before the first byte, so a refusal is a proper 403 and not a broken download.
  const filter = readableFilter(context, entity, query.filter, 'export');
  const restricted = ability.rulesFor('export', entity.name).some((rule) => rule.fields);
  const allowed = restricted ? permittedFieldsOf(ability, 'export', entity.name, { fieldsFrom: (rule) => rule.fields ?? allFieldPaths(entity) }) : 'all';
  const columns = csvColumns(entity, language, allowed);
  const encoder = new TextEncoder();
  let rows: AsyncIterator<Record<string, unknown>> | undefined;
  let headerSent = false;

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(BOM + csvText([columns.map((column) => column.header)])));
        return;
      }
      rows ??= context.store.collection(entity.collection).stream(filter, { sort: query.sort })[Symbol.asyncIterator]();
      const chunk: string[][] = [];
      while (chunk.length < ROWS_PER_CHUNK) {
        const next = await rows.next();
        if (next.done) break;
        const record = readView(context, entity, next.value as never);
        chunk.push(columns.map((column) => csvCell(column, column.path === 'id' ? record.id : valueAt(record, column.path), language)));
      }
      if (chunk.length > 0) controller.enqueue(encoder.encode(csvText(chunk)));
      if (chunk.length < ROWS_PER_CHUNK) controller.close();
    },
    async cancel() {
      await rows?.return?.();
    },
  });
}
