import { useEffect } from 'react';
import { Button, Modal } from 'antd';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { askBeforeUnload, leavesForm } from '@binome/schema/browser/page-watchers';

/**
 * Section 2: a form closed with unsaved changes asks first, save or leave (or stay, by closing the dialog).
 * Inside the app through the router's blocker; closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesDialog({ dirty, onSave }: { dirty: boolean; onSave: () => void }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && leavesForm(currentLocation, nextLocation));

  useEffect(() => (dirty ? askBeforeUnload() : undefined), [dirty]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('form.unsavedChanges.title')}
      onCancel={() => blocker.reset?.()}
      footer={[
        <Button key="discard" danger onClick={() => blocker.proceed?.()}>
          {t('form.unsavedChanges.discard')}
        </Button>,
        <Button
          key="save"
          type="primary"
          onClick={() => {
            blocker.reset?.();
            onSave();
          }}
        >
          {t('form.unsavedChanges.save')}
        </Button>,
      ]}
    >
      <p>{t('form.unsavedChanges.body')}</p>
    </Modal>
  );
}
