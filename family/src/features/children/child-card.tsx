import { useTranslation } from 'react-i18next';
import { userStatuses } from '@binome/schema';
import { StatusTag } from '../../components/status-tag.tsx';
import type { ChildInvitationState, ChildRecord } from './children-data.ts';

interface ChildCardProps {
  child: ChildRecord;
  invitation: ChildInvitationState | undefined;
  /** Validated parents change their children (section 5); the others only see them. */
  canChange: boolean;
  onEdit(): void;
  onInvite(): void;
  onDelete(): void;
}

/** DD/MM/YYYY in the viewer's zone (section 9). */
const DATE = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

export function childName(child: ChildRecord): string {
  return [child.contactDetails?.firstName, child.contactDetails?.lastName].filter(Boolean).join(' ') || (child._label ?? '');
}

/** One child: name, level (by name), status, whether they have an account or were invited, and what to do. */
export function ChildCard({ child, invitation, canChange, onEdit, onInvite, onDelete }: ChildCardProps) {
  const { t } = useTranslation();
  const name = childName(child);
  const levelId = child.studentPreferences?.assignment?.level;
  const level = levelId ? child._labels?.levels?.[levelId] : undefined;
  const state = invitation?.state ?? (child.hasChangedPassword ? 'account' : 'none');
  const invitationText = t(`familyChildren.state.${state}`, { date: invitation?.at ? DATE.format(new Date(invitation.at)) : '' });
  return (
    <li className="child-card" aria-labelledby={`child-${child.id}`}>
      <div className="child-card-head">
        <h2 id={`child-${child.id}`}>{name}</h2>
        {child.status && <StatusTag enumeration={userStatuses} value={child.status} />}
      </div>
      <dl className="child-facts">
        <div>
          <dt>{t('familyChildren.level')}</dt>
          <dd>{level ?? t('familyChildren.noLevel')}</dd>
        </div>
        <div>
          <dt>{t('familyChildren.accountLabel')}</dt>
          <dd className={`invitation-state invitation-${state}`}>{invitationText}</dd>
        </div>
      </dl>
      {canChange && (
        <div className="actions child-actions">
          <button type="button" onClick={onEdit} aria-label={`${t('familyChildren.edit')} ${name}`}>
            {t('familyChildren.edit')}
          </button>
          {state !== 'account' && (
            <button type="button" onClick={onInvite} aria-label={`${t('familyChildren.invite')} ${name}`}>
              {t('familyChildren.invite')}
            </button>
          )}
          <button type="button" className="danger" onClick={onDelete} aria-label={`${t('familyChildren.delete')} ${name}`}>
            {t('familyChildren.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
