import { useCallback, useSyncExternalStore } from 'react';
import { keys, useParsed, type BaseKey } from '@refinedev/core';
import { DocumentTitleHandler } from '@refinedev/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceByAnyName } from '../resources.ts';
import { documentTitleOf } from './document-title.ts';

/**
 * The title of the record a record screen has read (`_label`), from the data the screen already holds: it only
 * watches Refine's cache for that record, so it never asks the server anything itself.
 */
function useRecordTitle(resource: string | undefined, id: BaseKey | undefined): string | undefined {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = () => {
    if (!resource || id === undefined) return undefined;
    // Refine's key of a single record, whatever its parameters: ['data', provider, resource, 'one', id, ...].
    const prefix = keys().data('default').resource(resource).action('one').id(id).get();
    for (const [, answer] of client.getQueriesData<{ data?: { _label?: unknown } }>({ queryKey: prefix })) {
      const label = answer?.data?._label;
      if (typeof label === 'string' && label !== '') return label;
    }
    return undefined;
  };
  return useSyncExternalStore(subscribe, read);
}

/**
 * Refine's document-title handler with the staff app's titles, in the person's language. Refine sets the title
 * when the address changes; a new key runs it again when the language or the record's title does.
 */
export function StaffDocumentTitle() {
  const { t, i18n } = useTranslation();
  const { resource: parsed, action, id } = useParsed();
  const resource = parsed ? resourceByAnyName(parsed.identifier ?? parsed.name) : undefined;
  const recordTitle = useRecordTitle(parsed?.identifier ?? parsed?.name, action === 'show' || action === 'edit' ? id : undefined);
  return (
    <DocumentTitleHandler
      key={`${i18n.language}:${recordTitle ?? ''}`}
      handler={({ pathname }) =>
        documentTitleOf({ pathname: pathname ?? window.location.pathname, resource, action, recordTitle }, (key, values) => t(key, values ?? {}))
      }
    />
  );
}
