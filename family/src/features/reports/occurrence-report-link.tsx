import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parisDay } from '@binome/schema/sessions';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';

/**
 * On an occurrence's page, once it has ended: the way to its class report (the tutor enters it; a parent or a
 * student reads it). Found by its session and day, which every report has, opened by the server or written before.
 */
export function OccurrenceReportLink({ occurrence, segment }: { occurrence: { sessionId: string; startDate: string; endDate: string }; segment: string }) {
  const { t } = useTranslation();
  const ended = Date.parse(occurrence.endDate) <= Date.now();
  const report = useQuery({
    queryKey: ['classReports', 'ofOccurrence', occurrence.sessionId, occurrence.startDate],
    enabled: ended,
    queryFn: async () => {
      const rows = await unwrap(
        api.GET('/class-reports', {
          params: { query: { sessionId: [occurrence.sessionId], reportDate: [parisDay(occurrence.startDate)], _start: 0, _end: 1 } },
        }),
      );
      return rows[0] ?? null;
    },
  });
  if (!ended || !report.data) return null;
  const toEnter = segment === 'tutor' && report.data.status !== 'entered' && report.data.status !== 'confirmed';
  const target = segment === 'tutor' ? `/tutor/reports?report=${encodeURIComponent(report.data.id)}` : `/${segment}/reports`;
  return (
    <p>
      <Link to={target} className={toEnter ? 'button primary' : 'button'}>
        {t(toEnter ? 'familySessions.report.enter' : 'familySessions.report.view')}
      </Link>
    </p>
  );
}
