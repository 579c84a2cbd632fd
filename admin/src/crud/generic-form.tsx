import { useState } from 'react';
import { Alert, Card, Form } from 'antd';
import { DeleteButton, ListButton, SaveButton, useForm } from '@refinedev/antd';
import { useInvalidate, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Field, Resource } from '@binome/schema';
import { FieldInput } from './field-kinds/field-input.tsx';
import { validateRecord } from './form-validation.ts';
import { currentLanguage } from '../i18n.ts';
import { UnsavedChangesDialog } from './unsaved-changes.tsx';
import { PageFrame } from './page-frame.tsx';
import { rightsOn } from './record-rights.ts';
import { useStaffSession } from '../session/staff-session.tsx';
import { useRevisionMeta } from './record-revision.ts';

/**
 * One field as a form item, or a nested object as a titled section of its own fields; only the fields the
 * person's rights let them write (CASL field rules from `/v1/me`, the ones the server applies).
 */
export function FormFields({ fields, prefix = [], canWrite }: { fields: Record<string, Field>; prefix?: string[]; canWrite: (path: string) => boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {Object.entries(fields)
        .filter(([name, field]) => !field.serverManaged && canWrite([...prefix, name].join('.')))
        .map(([name, field]) =>
          field.kind === 'object' ? (
            <Card key={name} size="small" title={t(field.labelKey!)} style={{ marginBottom: 16 }}>
              <FormFields fields={field.fields} prefix={[...prefix, name]} canWrite={canWrite} />
            </Card>
          ) : (
            <FieldInput key={name} field={field} name={[...prefix, name]} />
          ),
        )}
    </>
  );
}

/**
 * The create and edit forms of any resource, from its descriptor: every field a person may send, with the widget
 * of its kind, checked on submit with the schema's own zod rules (the server checks the same again); a refusal
 * from the server lands under its field too. Leaving with unsaved changes asks first: save or leave. An edit is
 * saved only if nobody changed the record since the form read it; otherwise the server's refusal is shown and
 * what the person typed stays in the form.
 */
export function GenericForm({ resource, action }: { resource: Resource; action: 'create' | 'edit' }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const [showSummary, setShowSummary] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState(false);
  const invalidate = useInvalidate();
  const revisionMeta = useRevisionMeta(resource.apiName, action === 'edit' ? id : undefined);
  const { ability } = useStaffSession();
  const { formProps, saveButtonProps, form, onFinish, formLoading, query } = useForm({
    resource: resource.apiName,
    action,
    ...(action === 'edit' && id && { id }),
    redirect: 'show',
    // Our own dialog offers to save as well as to leave (section 2); Refine's would only confirm.
    warnWhenUnsavedChanges: false,
    ...(action === 'edit' && {
      mutationMeta: revisionMeta,
      // The record is read again only after a save: after a refusal, reading it would reset the form to the
      // other person's version and lose what was typed.
      invalidates: ['list', 'many'],
      onMutationSuccess: () => void invalidate({ resource: resource.apiName, id, invalidates: ['detail'] }),
    }),
  });

  const can = rightsOn(ability, resource, action === 'edit' ? query?.data?.data : undefined);
  const canWrite = (path: string) => can(action === 'create' ? 'create' : 'update', path);

  const submit = async (values: Record<string, unknown>) => {
    const { data, problems } = validateRecord(resource.entity, action === 'create' ? 'create' : 'update', values, currentLanguage(), action === 'edit' ? query?.data?.data : undefined);
    form.setFields(problems);
    setShowSummary(problems.length > 0);
    if (problems.length > 0 || !data) return;
    // Saved changes are no longer unsaved: the redirect to the record after saving must not ask.
    setDirty(false);
    setConflict(false);
    try {
      await onFinish(data);
    } catch (error) {
      setDirty(true);
      setConflict((error as HttpError | undefined)?.code === 'editConflict');
    }
  };

  const body = (
    <>
      {showSummary && <Alert type="error" showIcon message={t('staff.forms.fixErrors')} style={{ marginBottom: 16 }} role="alert" />}
      {conflict && <Alert type="error" showIcon message={t('errors.editConflict')} style={{ marginBottom: 16 }} role="alert" />}
      <Form
        {...formProps}
        layout="vertical"
        onFinish={(values) => void submit(values as Record<string, unknown>)}
        onValuesChange={(changed, all) => {
          setDirty(true);
          formProps.onValuesChange?.(changed, all);
        }}
        scrollToFirstError
      >
        <FormFields fields={resource.entity.fields} canWrite={canWrite} />
      </Form>
      <UnsavedChangesDialog dirty={dirty} onSave={() => form.submit()} />
    </>
  );
  return (
    <PageFrame
      title={t(`staff.titles.${action}`, { resource: t(resource.entity.labelKey) })}
      loading={formLoading}
      actions={
        <>
          <ListButton resource={resource.name} />
          {action === 'edit' && can('delete') && <DeleteButton resource={resource.name} recordItemId={id} meta={revisionMeta} accessControl={{ enabled: false }} title={undefined} />}
        </>
      }
      footer={<SaveButton {...saveButtonProps} />}
    >
      {body}
    </PageFrame>
  );
}
