import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { getResource, screenPath, summariseClashes, type ClashGroup, type ListedClash } from '@binome/schema';
import { PRODUCT_ZONE } from './field-kinds/format.ts';

/** One clash as the server lists it (409 `slotConflict`, `details[].params`), with when the other session is. */
export interface SlotClash extends ListedClash {
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
 * Under a session's form, why it was refused (section 5): the catalogue's two sentences, then who is busy and when,
 * grouped (one line per person and other session at the same weekly time, "tous les mercredis du … au …"), with
 * the other session to open; in Paris time, as the association works.
 */
export function SlotConflicts({ clashes }: { clashes: readonly SlotClash[] }) {
  const { t } = useTranslation();
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
            {summariseClashes(clashes).map((group) => (
              <li key={`${group.userId}-${group.otherSessionId}-${group.weekday}-${group.startTime}`}>
                {group.fullName ?? t('staff.notAccessible')} ({t(`staff.sessions.role.${group.role}`)}) · {whenOf(t, group)} ·{' '}
                <Link to={screenPath(sessions, 'view', group.otherSessionId)}>{t('staff.sessions.seeOtherSession')}</Link>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}

function whenOf(t: TFunction, group: ClashGroup): string {
  const times = { start: group.startTime, end: group.endTime };
  const day = (value: string) => dayjs.tz(value, PRODUCT_ZONE).format('D MMMM YYYY');
  if (group.count === 1) return t('staff.sessions.clashOnce', { date: dayjs.tz(group.firstDay, PRODUCT_ZONE).format('dddd D MMMM YYYY'), ...times });
  return t('staff.sessions.clashRepeated', {
    every: t(`staff.sessions.clashEvery.${group.weekday}`),
    from: day(group.firstDay),
    to: day(group.lastDay),
    count: group.count,
    ...times,
  });
}
