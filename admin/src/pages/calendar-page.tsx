import { useState } from 'react';
import { Alert, Form, Space, Typography } from 'antd';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
// FullCalendar draws a named zone only through a zone plugin: without it, 'Europe/Paris' silently means UTC.
import luxonPlugin from '@fullcalendar/luxon3';
import '../vendor/fullcalendar/icons.css';
import frLocale from '@fullcalendar/core/locales/fr';
import englishLocale from '@fullcalendar/core/locales/en-gb';
import type { DatesSetArg, EventContentArg, EventInput } from '@fullcalendar/core';
import { getResource, screenPath } from '@binome/schema';
import { ReferenceSelect } from '../crud/field-kinds/reference-select.tsx';
import { useNarrowScreen } from '../layout/use-narrow-screen.ts';
import { occurrenceTitle } from './calendar-title.ts';
import { visibleHours } from './calendar-hours.ts';

interface OccurrenceRow {
  id: string;
  sessionId: string;
  startDate: string;
  endDate: string;
  status: 'scheduled' | 'canceled' | 'skipped';
  sessionType?: string;
  skipName?: string;
  cancelingReason?: string;
  tutors?: { userId: string; fullName?: string }[];
  students?: { userId: string; fullName?: string }[];
  _labels?: Record<string, Record<string, string | null>>;
}

const sessions = getResource('sessions');
const occurrences = getResource('sessionOccurrences');
/** A month view shows six weeks: a busy program fits in this many occurrences; the list says when it does not. */
const PAGE_SIZE = 500;
const PARIS = 'Europe/Paris';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Filters {
  tutor?: string;
  student?: string;
  vsc?: string;
  program?: string;
}

/**
 * The staff calendar (section 2: /internal-system/tutoring/calendar): occurrences, not series, in a week and a month
 * view, French with Monday first (English when the app is), filtered by tutor, student, VSC and program. A
 * cancelled occurrence is struck through, one skipped for a holiday greyed with the holiday's name; each opens its
 * session.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // A phone has no room for seven columns: the week's sessions as a list, one under the other with their whole
  // title, with a day's grid a tap away (walk C-7).
  const narrow = useNarrowScreen();
  // `?date=2027-03-28` opens the calendar on that day's week: a link from elsewhere lands where it means.
  const [search] = useSearchParams();
  const initialDate = DAY.test(search.get('date') ?? '') ? search.get('date')! : undefined;
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const { result, query } = useList<OccurrenceRow>({
    resource: occurrences.apiName,
    pagination: { currentPage: 1, pageSize: PAGE_SIZE },
    filters: [
      { field: 'startDate', operator: 'gte', value: range?.start },
      { field: 'startDate', operator: 'lte', value: range?.end },
      { field: 'tutors.userId', operator: 'eq', value: filters.tutor },
      { field: 'students.userId', operator: 'eq', value: filters.student },
      { field: 'vsc.vscId', operator: 'eq', value: filters.vsc },
      { field: 'program.programId', operator: 'eq', value: filters.program },
    ],
    sorters: [{ field: 'startDate', order: 'asc' }],
    queryOptions: { enabled: range !== null },
  });
  const events: EventInput[] = (result.data ?? []).map((occurrence) => ({
    id: occurrence.id,
    start: occurrence.startDate,
    end: occurrence.endDate,
    title: occurrenceTitle(occurrence, occurrence.sessionType ? t(`enums.sessionType.${occurrence.sessionType}`) : undefined),
    classNames: [`occurrence-${occurrence.status}`],
    extendedProps: { occurrence },
  }));
  const truncated = (result.total ?? 0) > PAGE_SIZE;
  const onDates = (dates: DatesSetArg) => {
    const next = { start: dates.start.toISOString(), end: dates.end.toISOString() };
    setRange((known) => (known?.start === next.start && known.end === next.end ? known : next));
  };
  const filter = (key: keyof Filters) => (value: unknown) =>
    setFilters((known) => ({ ...known, [key]: typeof value === 'string' && value !== '' ? value : undefined }));
  return (
    <section aria-labelledby="calendar-title" className="staff-calendar">
      <Typography.Title id="calendar-title" level={1}>
        {t('staff.calendar.title')}
      </Typography.Title>
      <Form layout="vertical" className="staff-calendar-filters">
        <Space wrap size="middle">
          <Form.Item label={t('sessions.fields.tutors.userId')} htmlFor="calendar-tutor">
            <ReferenceSelect resource="tutors" id="calendar-tutor" value={filters.tutor} onChange={filter('tutor')} />
          </Form.Item>
          <Form.Item label={t('sessions.fields.students.userId')} htmlFor="calendar-student">
            <ReferenceSelect resource="students" id="calendar-student" value={filters.student} onChange={filter('student')} />
          </Form.Item>
          <Form.Item label={t('sessions.fields.vsc.vscId')} htmlFor="calendar-vsc">
            <ReferenceSelect resource="vsc" id="calendar-vsc" value={filters.vsc} onChange={filter('vsc')} />
          </Form.Item>
          <Form.Item label={t('common.fields.program.programId')} htmlFor="calendar-program">
            <ReferenceSelect resource="programs" id="calendar-program" value={filters.program} onChange={filter('program')} />
          </Form.Item>
        </Space>
      </Form>
      {query.isError && <Alert type="error" showIcon message={t('errors.somethingWentWrong')} />}
      {truncated && <Alert type="warning" showIcon message={t('staff.calendar.truncated', { count: PAGE_SIZE })} />}
      <div aria-busy={query.isFetching}>
        <FullCalendar
          // Remounted when the screen crosses the breakpoint, to open on the view that fits it.
          key={narrow ? 'narrow' : 'wide'}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, luxonPlugin]}
          locale={i18n.language.startsWith('en') ? englishLocale : frLocale}
          // Section 9: weeks start on Monday, whatever the language.
          firstDay={1}
          // Stored in UTC, drawn in Paris time whatever the viewer's browser zone (the "now" line included).
          timeZone={PARIS}
          initialView={narrow ? 'listWeek' : 'timeGridWeek'}
          {...(initialDate && { initialDate })}
          headerToolbar={
            narrow
              ? { left: 'prev,next', center: 'title', right: 'today listWeek,timeGridDay' }
              : { left: 'prev,next today', center: 'title', right: 'timeGridDay,timeGridWeek,dayGridMonth' }
          }
          // Sessions at the same hour side by side, three at most and then "+ n": never slivers over each other.
          slotEventOverlap={false}
          eventMaxStack={3}
          // FullCalendar's "+ n" is a link that opens a popover and says so with aria-expanded, which ARIA allows on a
          // button, not on a link: it is given the role it plays.
          moreLinkDidMount={({ el }) => el.setAttribute('role', 'button')}
          // Words, not the icon font: 'Précédent' and 'Suivant' read the same to everyone and to screen readers.
          buttonIcons={false}
          buttonText={{
            prev: t('staff.calendar.buttons.previous'),
            next: t('staff.calendar.buttons.next'),
            today: t('staff.calendar.buttons.today'),
            week: t('staff.calendar.buttons.week'),
            month: t('staff.calendar.buttons.month'),
            day: t('staff.calendar.buttons.day'),
            list: t('staff.calendar.buttons.list'),
          }}
          // '06:30', as every list, family screen and mail writes a time: FullCalendar's French default is '6:30'.
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          // The working day, widened to every session of the range shown: one outside the grid is not drawn at all.
          {...visibleHours(result.data ?? [], PARIS)}
          allDaySlot={false}
          height="auto"
          nowIndicator
          events={events}
          datesSet={onDates}
          eventContent={(argument: EventContentArg) => <OccurrenceEvent argument={argument} />}
          eventClick={(click) => {
            click.jsEvent.preventDefault();
            const occurrence = click.event.extendedProps.occurrence as OccurrenceRow;
            void navigate(screenPath(sessions, 'view', occurrence.sessionId));
          }}
        />
      </div>
    </section>
  );
}

function OccurrenceEvent({ argument }: { argument: EventContentArg }) {
  const { t } = useTranslation();
  const occurrence = argument.event.extendedProps.occurrence as OccurrenceRow;
  const reason = occurrence.status === 'skipped' ? occurrence.skipName : occurrence.status === 'canceled' ? occurrence.cancelingReason : undefined;
  return (
    <a href={screenPath(sessions, 'view', occurrence.sessionId)} className="occurrence-event" onClick={(event) => event.preventDefault()}>
      {/* A list view writes the time in a column of its own. */}
      {!argument.view.type.startsWith('list') && <b>{argument.timeText} </b>}
      <span>{argument.event.title}</span>
      {occurrence.status !== 'scheduled' && (
        <span className="occurrence-state">
          {' '}
          ({t(`enums.occurrenceStatus.${occurrence.status}`)}
          {reason ? ` : ${reason}` : ''})
        </span>
      )}
    </a>
  );
}
