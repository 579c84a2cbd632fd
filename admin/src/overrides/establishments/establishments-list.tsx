import { useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { GenericList } from '../../crud/generic-list.tsx';
import type { establishments, ReadRecord } from '@binome/schema';
import type { ScreenProps } from '../../screens/resource-screen.tsx';

type Establishment = ReadRecord<typeof establishments>;

/**
 * The establishments directory (section 2): the generic list, plus a phonebook view of the same rows, filters and
 * pages: who to call at each establishment.
 */
export default function EstablishmentsList({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'table' | 'phonebook'>('table');
  const phonebook = (rows: readonly Establishment[]) =>
    rows.length === 0 ? (
      <p className="muted">{t('list.empty')}</p>
    ) : (
      <ul className="phonebook">
        {rows.map((row) => (
          <li key={row.id} className="phonebook-entry">
            <h2 className="phonebook-name">{row.establishmentName}</h2>
            <p>{[row.contactName, [row.address?.zipCode, row.address?.city].filter(Boolean).join(' ')].filter(Boolean).join(' · ') || t('staff.noValue')}</p>
            {row.phoneNumber && (
              <p>
                <span aria-hidden="true">☎</span> <a href={`tel:${row.phoneNumber}`}>{row.phoneNumber}</a>
              </p>
            )}
            {row.email && (
              <p>
                <span aria-hidden="true">✉</span> <a href={`mailto:${row.email}`}>{row.email}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <GenericList
      resource={resource}
      toolbar={
        // Two toggle buttons (antd's Button is already on the list screen) rather than a radio group or antd's
        // Segmented, which would push this screen over its 150 KB budget.
        <Space.Compact role="group" aria-label={t('staff.establishments.view')}>
          {(['table', 'phonebook'] as const).map((option) => (
            <Button key={option} type={view === option ? 'primary' : 'default'} aria-pressed={view === option} onClick={() => setView(option)}>
              {t(`staff.establishments.${option}`)}
            </Button>
          ))}
        </Space.Compact>
      }
      {...(view === 'phonebook' && { renderRows: (rows) => phonebook(rows as unknown as Establishment[]) })}
    />
  );
}
