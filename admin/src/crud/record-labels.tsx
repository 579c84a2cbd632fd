import { createContext, useContext, type ReactNode } from 'react';
import type { ReferenceLabels } from '@binome/schema';

/**
 * The labels of the records a record references, as the server resolved them with the record (`_labels`): a list
 * row and a record page set them, and each reference cell reads its label here instead of fetching the
 * referenced record (one request per cell, a toast where the reader may not open it).
 */
const RecordLabelsContext = createContext<ReferenceLabels | undefined>(undefined);

export function RecordLabels({ record, children }: { record: Record<string, unknown> | undefined; children: ReactNode }) {
  return <RecordLabelsContext.Provider value={labelsOf(record)}>{children}</RecordLabelsContext.Provider>;
}

/** Every label the current record's answer carries (a cell showing several references reads them here). */
export function useRecordLabels(): ReferenceLabels | undefined {
  return useContext(RecordLabelsContext);
}

/** The referenced record's label; `null` when the server gave none (the reader may not see it, or no record set it). */
export function useReferenceLabel(resource: string, id: string): string | null {
  return useContext(RecordLabelsContext)?.[resource]?.[id] ?? null;
}

function labelsOf(record: Record<string, unknown> | undefined): ReferenceLabels | undefined {
  const labels = record?._labels;
  return typeof labels === 'object' && labels !== null ? (labels as ReferenceLabels) : undefined;
}
