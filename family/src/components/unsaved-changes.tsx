import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { askBeforeUnload, leavesForm } from '@binome/schema/browser/page-watchers';

/**
 * Asks before leaving a form with unsaved changes: inside the app (the router's blocker and a modal dialog) and
 * when closing or reloading the tab (the browser's own prompt).
 */
export function UnsavedChangesPrompt({
  dirty,
  watchSearch = false,
}: {
  dirty: boolean;
  /** The form is one query of its page (`?report=…`): leaving it changes only the query. */ watchSearch?: boolean;
}) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && leavesForm(currentLocation, nextLocation, watchSearch));
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => (dirty ? askBeforeUnload() : undefined), [dirty]);

  useEffect(() => {
    if (blocker.state === 'blocked' && !dialog.current?.open) dialog.current?.showModal();
    if (blocker.state !== 'blocked' && dialog.current?.open) dialog.current.close();
  }, [blocker.state]);

  return (
    <dialog ref={dialog} aria-labelledby="unsaved-title" onCancel={() => blocker.reset?.()}>
      <h2 id="unsaved-title">{t('form.unsavedChanges.title')}</h2>
      <p>{t('form.unsavedChanges.body')}</p>
      <div className="actions">
        <button type="button" className="primary" onClick={() => blocker.reset?.()}>
          {t('actions.cancel')}
        </button>
        <button type="button" onClick={() => blocker.proceed?.()}>
          {t('form.unsavedChanges.discard')}
        </button>
      </div>
    </dialog>
  );
}
