import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defineAbilityFor, ERROR_MESSAGES, SUCCESS_MESSAGES } from '@binome/schema';
import { problemOf } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { RequestState } from '../../data/request-state.tsx';
import { useSession } from '../../session/session.tsx';
import { ChildCard, childName } from './child-card.tsx';
import { ChildForm } from './child-form.tsx';
import { createBody, updateBody, valuesOf } from './child-form-values.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { InviteForm } from './invite-form.tsx';
import { useChildMutations, useChildren, useInvitationStates, type ChildRecord } from './children-data.ts';
import './children.css';

type Panel = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; child: ChildRecord } | { kind: 'invite'; child: ChildRecord };
type Notice = { kind: 'success' | 'error'; text: string };

/**
 * /parent/children, "My children": the parent's children with their level, status and account; add, edit, delete
 * and invite them once the parent account is validated (section 5). Before that, the page says why and only lists.
 */
export function ChildrenPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [panel, setPanel] = useState<Panel>({ kind: 'list' });
  const [notice, setNotice] = useState<Notice | undefined>(undefined);
  const [deleting, setDeleting] = useState<ChildRecord | undefined>(undefined);
  const userId = session?.user.userId ?? '';
  const children = useChildren(userId);
  const invitations = useInvitationStates();
  const mutations = useChildMutations();
  if (!session) return null;

  // The same rules as the server's: a parent not validated (or a parent prospect) changes no child.
  const canChange = defineAbilityFor(session.user).can('create', 'students');
  const parent = { userId, programId: session.user.program?.programId };
  const back = (next?: Notice) => {
    setNotice(next);
    setPanel({ kind: 'list' });
    window.scrollTo({ top: 0 });
  };

  async function confirmDelete() {
    if (!deleting) return;
    const name = childName(deleting);
    try {
      await mutations.remove.mutateAsync(deleting);
      setNotice({ kind: 'success', text: `${t(SUCCESS_MESSAGES.deleted)} (${name})` });
    } catch (error) {
      const problem = problemOf(error);
      setNotice({ kind: 'error', text: t(problem.code === 'network' ? ERROR_MESSAGES.deleteFailed : problem.message) });
    } finally {
      setDeleting(undefined);
    }
  }

  return (
    <div className="children-page">
      <header className="children-header">
        <h1>{t('familyChildren.title')}</h1>
        <p className="muted">{t('familyChildren.intro')}</p>
      </header>
      {!canChange && (
        <Alert kind="info">
          <strong>{t('familyChildren.notValidated.title')}</strong>
          <p>{t('familyChildren.notValidated.body')}</p>
        </Alert>
      )}
      {notice && panel.kind === 'list' && <Alert kind={notice.kind}>{notice.text}</Alert>}

      {panel.kind === 'add' && (
        <ChildForm
          isNew
          title={t('familyChildren.form.addTitle')}
          initial={valuesOf()}
          parent={parent}
          save={(values) => mutations.create.mutateAsync(createBody(values, parent))}
          onDone={() => back({ kind: 'success', text: t('familyChildren.added') })}
          onCancel={() => back()}
        />
      )}
      {panel.kind === 'edit' && (
        <ChildForm
          isNew={false}
          title={t('familyChildren.form.editTitle', { name: childName(panel.child) })}
          initial={valuesOf(panel.child)}
          parent={parent}
          save={(values) => mutations.update.mutateAsync({ child: panel.child, body: updateBody(values) })}
          onDone={() => back({ kind: 'success', text: t('familyChildren.updated') })}
          onCancel={() => back()}
        />
      )}
      {panel.kind === 'invite' && (
        <InviteForm
          child={panel.child}
          name={childName(panel.child)}
          invite={(mode) => mutations.invite.mutateAsync({ id: panel.child.id, mode })}
          onDone={back}
          onCancel={() => back()}
        />
      )}

      {panel.kind === 'list' && (
        <>
          {canChange && (
            <div className="actions children-add">
              <button type="button" className="primary" onClick={() => setPanel({ kind: 'add' })}>
                {t('familyChildren.add')}
              </button>
            </div>
          )}
          <RequestState query={children} isEmpty={(rows) => rows.length === 0} empty={<p>{t('familyChildren.empty')}</p>}>
            {(rows) => (
              <ul className="children-list">
                {rows.map((child) => (
                  <ChildCard
                    key={child.id}
                    child={child}
                    invitation={invitations.data?.find((entry) => entry.userId === child.id)}
                    canChange={canChange}
                    onEdit={() => setPanel({ kind: 'edit', child })}
                    onInvite={() => setPanel({ kind: 'invite', child })}
                    onDelete={() => setDeleting(child)}
                  />
                ))}
              </ul>
            )}
          </RequestState>
        </>
      )}

      <ConfirmDialog
        open={deleting !== undefined}
        danger
        busy={mutations.remove.isPending}
        title={t('familyChildren.deleteDialog.title', { name: deleting ? childName(deleting) : '' })}
        confirmLabel={t('familyChildren.deleteDialog.confirm')}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      >
        <p>{t('familyChildren.deleteDialog.body')}</p>
      </ConfirmDialog>
    </div>
  );
}
