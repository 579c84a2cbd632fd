import { useState } from 'react';
import { Radio } from 'antd';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GenericList } from '../../crud/generic-list.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';

interface Establishment {
  id: string;
  establishmentName?: string;
  contactName?: string;
  email?: string;
  phoneNumber?: string;
  address?: { city?: string; zipCode?: string };
}

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
                <PhoneOutlined aria-hidden /> <a href={`tel:${row.phoneNumber}`}>{row.phoneNumber}</a>
              </p>
            )}
            {row.email && (
              <p>
                <MailOutlined aria-hidden /> <a href={`mailto:${row.email}`}>{row.email}</a>
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
        // Radio buttons rather than antd's Segmented, which weighed 3.5 KB (gzip) on a screen at its budget; the
        // group is named here, antd's radio group passing no role.
        <div role="radiogroup" aria-label={t('staff.establishments.view')}>
          <Radio.Group
            optionType="button"
            value={view}
            onChange={(event) => setView(event.target.value as 'table' | 'phonebook')}
            options={[
              { value: 'table', label: t('staff.establishments.table') },
              { value: 'phonebook', label: t('staff.establishments.phonebook') },
            ]}
          />
        </div>
      }
      {...(view === 'phonebook' && { renderRows: (rows) => phonebook(rows as unknown as Establishment[]) })}
    />
  );
}
