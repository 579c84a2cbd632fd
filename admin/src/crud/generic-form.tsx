import { useCallback, useState } from 'react';
import { Alert, Card, Col, Form, Row } from 'antd';
import { DeleteButton, ListButton, SaveButton, useForm } from '@refinedev/antd';
import { useInvalidate, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fieldAt, isRequiredField, valueAt, type Resource } from '@binome/schema';
import { conditionFields, groupsShown, presentationOf, unitApplies } from '@binome/schema/presentation';
import { FieldInput } from './field-kinds/field-input.tsx';
import { isPlacedAddress, widgetFor } from './field-kinds/widget.ts';
import { fieldRuns } from './field-runs.ts';
import { validateRecord } from './form-validation.ts';
import { SlotConflicts, slotClashesOf, type SlotClash } from './slot-conflicts.tsx';
import { currentLanguage } from '../i18n.ts';
import { UnsavedChangesDialog } from './unsaved-changes.tsx';
import { FormDirtyProvider } from './form-dirty.ts';
import { PlaceSearch } from './field-kinds/place-search.tsx';
import { PageFrame } from './page-frame.tsx';
import { rightsOn } from './record-rights.ts';
import { programsAllowed } from './program-choices.ts';
import { useStaffSession } from '../session/staff-session.tsx';
import { useRevisionMeta } from './record-revision.ts';
import { useInvitationNotice } from './invitation-notice.ts';

type FormMode = 'create' | 'edit';

/** Every path from the root to a field (`a`, `a.b`, `a.b.c`): writing a nested field needs the right on each. */
const pathsTo = (path: string) => path.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.'));

/** Long texts, weekly grids and repeated groups take the section's whole width; the rest sits two by row. */
const WIDE_WIDGETS = new Set(['textarea', 'availability', 'repeatable', 'section']);

/** Sets a dotted path in a plain object (the values a condition reads). */
function valuesAt(paths: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  paths.forEach((path, index) => {
    const parts = path.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = values[index];
  });
  return root;
}

/** Whether a form may hold a field: the person may write it (and each object above it) and it has a widget. */
export function formMayHold(resource: Resource, canWrite: (path: string) => boolean): (path: string) => boolean {
  return (path) => pathsTo(path).every(canWrite) && widgetFor(fieldAt(resource.entity.fields, path)!) !== undefined;
}

/**
 * The fields a form shows: its descriptor's groups as sections, each with the fields that apply in this mode and
 * that the person may write (CASL field rules from `/v1/me`, the ones the server applies); the technical ones
 * never. The values that decide what applies are watched, so a field appears or goes as the person types.
 */
export function FormSections({ resource, mode, keep }: { resource: Resource; mode: FormMode; keep: (path: string) => boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const presentation = presentationOf(resource.name);
  const watchedPaths = conditionFields(presentation);
  const { ability } = useStaffSession();
  const programs = programsAllowed(ability, mode === 'create' ? 'create' : 'update', resource.name);
  const programAllowed = (value: string | number) => programs === undefined || programs.includes(String(value));
  // One watch for every deciding value: only a change of one of them renders the sections again.
  const watched = (Form.useWatch((values: Record<string, unknown>) => watchedPaths.map((path) => valueAt(values, path)), { form, preserve: true }) ??
    []) as unknown[];
  return (
    <>
      {groupsShown(presentation, mode, valuesAt(watchedPaths, watched), keep).map(({ group, fields }) => (
        <Card key={group.key} size="small" title={<h2 className="form-section-title">{t(group.titleKey)}</h2>} className="form-section">
          {fieldRuns(fields).map((run) => (
            <Row key={run.units[0]} gutter={16}>
              {run.parent && (
                <Col span={24}>
                  <h3 className="form-run-title">{t(fieldAt(resource.entity.fields, run.parent)!.labelKey!)}</h3>
                </Col>
              )}
              {run.parent &&
                isPlacedAddress(fieldAt(resource.entity.fields, run.parent)) &&
                run.units.includes(`${run.parent}.zipCode`) &&
                run.units.includes(`${run.parent}.city`) && (
                  <Col span={24}>
                    <PlaceSearch name={run.parent.split('.')} />
                  </Col>
                )}
              {run.units.map((path) => {
                const field = fieldAt(resource.entity.fields, path)!;
                const wide = WIDE_WIDGETS.has(widgetFor(field)!.type);
                return (
                  <Col key={path} xs={24} md={wide ? 24 : 12}>
                    <FieldInput
                      field={field}
                      name={path.split('.')}
                      path={path}
                      required={isRequiredField(resource.entity, path)}
                      hidden={(part) => !unitApplies(presentation, part, mode, {})}
                      allowed={path === 'program.programId' ? programAllowed : undefined}
                    />
                  </Col>
                );
              })}
            </Row>
          ))}
        </Card>
      ))}
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
  const markDirty = useCallback(() => setDirty(true), []);
  const [conflict, setConflict] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const [clashes, setClashes] = useState<SlotClash[] | undefined>(undefined);
  const invalidate = useInvalidate();
  const revisionMeta = useRevisionMeta(resource.apiName, action === 'edit' ? id : undefined);
  const { ability } = useStaffSession();
  const announceInvitation = useInvitationNotice(resource);
  const { formProps, saveButtonProps, form, onFinish, formLoading, query } = useForm({
    resource: resource.apiName,
    action,
    ...(action === 'edit' && id && { id }),
    redirect: 'show',
    // Our own dialog offers to save as well as to leave (section 2); Refine's would only confirm.
    warnWhenUnsavedChanges: false,
    // A booking clash is explained under the form, occurrence by occurrence: no toast on top of it.
    errorNotification: (error) => (slotClashesOf(error) ? false : undefined),
    // A person created by staff is sent an invitation by the server: the notice says where.
    ...(action === 'create' && { onMutationSuccess: ({ data }: { data: Record<string, unknown> }) => announceInvitation(data) }),
    ...(action === 'edit' && {
      mutationMeta: revisionMeta,
      // The record is read again only after a save: after a refusal, reading it would reset the form to the
      // other person's version and lose what was typed.
      invalidates: ['list', 'many'],
      onMutationSuccess: () => void invalidate({ resource: resource.apiName, id, invalidates: ['detail'] }),
    }),
  });

  const can = rightsOn(ability, resource, action === 'edit' ? query?.data?.data : undefined);
  const keep = formMayHold(resource, (path) => can(action === 'create' ? 'create' : 'update', path));

  const submit = async (values: Record<string, unknown>) => {
    // What the form showed when it was sent: only those fields may be cleared by an edit.
    const shown = new Set(groupsShown(presentationOf(resource.name), action, form.getFieldsValue(true), keep).flatMap((entry) => entry.fields));
    const { data, problems } = validateRecord(
      resource.entity,
      action === 'create' ? 'create' : 'update',
      values,
      currentLanguage(),
      action === 'edit' ? query?.data?.data : undefined,
      (path) => shown.has(path),
    );
    form.setFields(problems);
    setShowSummary(problems.length > 0);
    if (problems.length > 0 || !data) return;
    // An edit with nothing in it would be refused (2004 "no content"): said here, without a call.
    setUnchanged(action === 'edit' && Object.keys(data).length === 0);
    if (action === 'edit' && Object.keys(data).length === 0) return;
    // Saved changes are no longer unsaved: the redirect to the record after saving must not ask.
    setDirty(false);
    setConflict(false);
    setClashes(undefined);
    try {
      await onFinish(data);
    } catch (error) {
      setDirty(true);
      setConflict((error as HttpError | undefined)?.code === 'editConflict');
      setClashes(slotClashesOf(error));
    }
  };

  const body = (
    <>
      {showSummary && <Alert type="error" showIcon message={t('staff.forms.fixErrors')} style={{ marginBottom: 16 }} role="alert" />}
      {conflict && <Alert type="error" showIcon message={t('errors.editConflict')} style={{ marginBottom: 16 }} role="alert" />}
      {unchanged && <Alert type="info" showIcon message={t('staff.forms.noChanges')} style={{ marginBottom: 16 }} role="status" />}
      {clashes && <SlotConflicts clashes={clashes} />}
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
        <FormDirtyProvider value={markDirty}>
          <FormSections resource={resource} mode={action} keep={keep} />
        </FormDirtyProvider>
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
          {action === 'edit' && can('delete') && (
            <DeleteButton resource={resource.name} recordItemId={id} meta={revisionMeta} accessControl={{ enabled: false }} title={undefined} />
          )}
        </>
      }
      footer={<SaveButton {...saveButtonProps} />}
    >
      {body}
    </PageFrame>
  );
}
