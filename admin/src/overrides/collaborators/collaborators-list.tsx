import { useState } from 'react';
import { Checkbox, Statistic } from 'antd';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffRole } from '@binome/schema';
import { GenericList } from '../../crud/generic-list.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';

/** How many collaborators of one profile type this person may see (the list's own total, one row fetched). */
function ProfileCount({ apiName, role }: { apiName: string; role: StaffRole }) {
  const { t } = useTranslation();
  const { result, query } = useList({
    resource: apiName,
    filters: [{ field: 'userRole', operator: 'eq', value: role }],
    pagination: { currentPage: 1, pageSize: 1 },
  });
  return <Statistic title={t(`enums.role.${role}`)} value={result.total ?? 0} loading={query.isLoading} />;
}

/**
 * The collaborators list (section 2): the generic list, whose filters include the profile type, and a statistics
 * toggle that shows how many collaborators each profile type counts.
 */
export default function CollaboratorsList({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const [statistics, setStatistics] = useState(false);
  return (
    <>
      <GenericList
        resource={resource}
        toolbar={
          <Checkbox checked={statistics} onChange={(event) => setStatistics(event.target.checked)}>
            {t('staff.collaborators.showStatistics')}
          </Checkbox>
        }
      />
      {statistics && (
        <section className="page-frame-body statistics-panel" aria-labelledby="collaborator-statistics">
          <h2 id="collaborator-statistics">{t('staff.collaborators.byProfile')}</h2>
          <div className="statistics-grid">
            {STAFF_ROLES.map((role) => (
              <ProfileCount key={role} apiName={resource.apiName} role={role} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
