import { useState } from 'react';
import { Card, Empty, List as AntList, Segmented, Typography } from 'antd';
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
      <Empty description={t('list.empty')} />
    ) : (
      <AntList
        grid={{ gutter: 16, xs: 1, md: 2, xl: 3 }}
        dataSource={[...rows]}
        rowKey="id"
        renderItem={(row) => (
          <AntList.Item>
            <Card size="small" title={row.establishmentName}>
              <Typography.Paragraph>{[row.contactName, [row.address?.zipCode, row.address?.city].filter(Boolean).join(' ')].filter(Boolean).join(' · ') || t('staff.noValue')}</Typography.Paragraph>
              {row.phoneNumber && (
                <div>
                  <PhoneOutlined /> <a href={`tel:${row.phoneNumber}`}>{row.phoneNumber}</a>
                </div>
              )}
              {row.email && (
                <div>
                  <MailOutlined /> <a href={`mailto:${row.email}`}>{row.email}</a>
                </div>
              )}
            </Card>
          </AntList.Item>
        )}
      />
    );
  return (
    <GenericList
      resource={resource}
      toolbar={
        <Segmented
          aria-label={t('staff.establishments.view')}
          value={view}
          onChange={(value) => setView(value as 'table' | 'phonebook')}
          options={[
            { value: 'table', label: t('staff.establishments.table') },
            { value: 'phonebook', label: t('staff.establishments.phonebook') },
          ]}
        />
      }
      {...(view === 'phonebook' && { renderRows: (rows) => phonebook(rows as unknown as Establishment[]) })}
    />
  );
}
