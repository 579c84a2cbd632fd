import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getResource, screenPath } from '@binome/schema';
import { PRODUCT_ZONE } from './field-kinds/format.ts';

/** One clash as the server lists it (409 `slotConflict`, `details[].params`). */
export interface SlotClash {
  startDate: string;
  endDate: string;
  userId: string;
  fullName?: string;
  role: 'tutor' | 'student';
  otherSessionId: string;
  otherStartDate: string;
  otherEndDate: string;
}

const sessions = getResource('sessions');

/** The clashes of a refused booking, from the error the data provider passed on. */
export function slotClashesOf(error: unknown): SlotClash[] | undefined {
  const problem = error as { code?: unknown; details?: { params?: SlotClash }[] } | undefined;
  if (problem?.code !== 'slotConflict') return undefined;
  return (problem.details ?? []).flatMap((detail) => (detail.params ? [detail.params] : []));
}

/**
 * Under a session's form, why it was refused (section 5): the catalogue's two sentences, then each clashing
 * occurrence with its date, who is busy, and the other session to open (Paris time, as the association works).
 */
export function SlotConflicts({ clashes }: { clashes: readonly SlotClash[] }) {
  const { t } = useTranslation();
  const when = (start: string, end: string) => `${dayjs(start).tz(PRODUCT_ZONE).format('dddd D MMMM YYYY, HH:mm')} – ${dayjs(end).tz(PRODUCT_ZONE).format('HH:mm')}`;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      message={t('errors.slotUnavailable')}
      description={
        <>
          <p>{t('errors.chooseAnotherSlot')}</p>
          <ul className="slot-clashes">
            {clashes.map((clash) => (
              <li key={`${clash.startDate}-${clash.userId}-${clash.otherSessionId}`}>
                {when(clash.startDate, clash.endDate)} · {clash.fullName ?? t('staff.notAccessible')} ({t(`staff.sessions.role.${clash.role}`)}) ·{' '}
                <Link to={screenPath(sessions, 'view', clash.otherSessionId)}>{t('staff.sessions.otherSession', { time: when(clash.otherStartDate, clash.otherEndDate) })}</Link>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
