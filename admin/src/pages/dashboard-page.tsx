import { Alert, Statistic } from 'antd';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardCardsFor, homeVariantFor } from '@binome/schema';
import { useStaffSession } from '../session/staff-session.tsx';
import { API_URL } from '../providers/http-client.ts';

type Counts = { _id: string; count: number }[];

/**
 * The staff dashboard (section 2): each card a figure and a link to its area; tutors, parents, students and
 * sessions count every record the person may read, matching the students waiting for a tutor and reports those to
 * validate (the schema's cards say what each counts, the server counts within the person's rights).
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useStaffSession();
  const cards = dashboardCardsFor(user);
  const { query } = useCustom<Counts>({ url: `${API_URL}/dashboard`, method: 'get', queryOptions: { enabled: cards.length > 0 } });
  const counts = new Map((query.data?.data ?? []).map((item) => [item._id, item.count]));
  const name = user.contactDetails?.firstName ?? '';
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="page-title">
        {t('dashboard.title')}
      </h1>
      <p>{t('staff.dashboard.welcome', { name })}</p>
      {homeVariantFor(user) === 'alternative' && <Alert type="info" showIcon message={t('staff.dashboard.alternativeHome')} style={{ marginBottom: 16 }} />}
      {query.isError && <Alert type="error" showIcon message={t('errors.somethingWentWrong')} style={{ marginBottom: 16 }} />}
      <div className="dashboard-cards">
        {cards.map((card) => (
          // The link's name is its content: the card's title, its figure and what the figure counts.
          <Link key={card.key} to={card.path} className="dashboard-card">
            <Statistic
              title={t(card.labelKey)}
              value={counts.get(card.key) ?? (query.isLoading ? undefined : t('staff.dashboard.countUnavailable'))}
              loading={query.isLoading}
            />
            {card.captionKey && <span className="dashboard-card-caption">{t(card.captionKey)}</span>}
          </Link>
        ))}
      </div>
    </section>
  );
}
