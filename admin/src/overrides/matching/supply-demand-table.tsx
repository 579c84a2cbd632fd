import '../../words/matching-words.ts';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplyAndDemand } from './use-proposal.ts';

interface SupplyDemandTableProps {
  /** The heading of the first column (level, department). */
  label: string;
  rows: readonly SupplyAndDemand[];
  nameOf: (key: string) => string;
}

/** Places against students waiting, one row per level or department; a shortage stands out in colour and in words. */
export function SupplyDemandTable({ label, rows, nameOf }: SupplyDemandTableProps) {
  const { t } = useTranslation();
  return (
    <Table<SupplyAndDemand>
      rowKey="key"
      size="small"
      className="proposal-supply"
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'key',
          title: label,
          render: (_, row) => (
            <span>
              {nameOf(row.key)}
              {row.studentsWaiting > row.places && (
                <Tag color="red" style={{ marginInlineStart: 8 }}>
                  {t('staffMatching.proposal.shortage')}
                </Tag>
              )}
            </span>
          ),
        },
        { key: 'places', title: t('staffMatching.proposal.places'), dataIndex: 'places', align: 'right' },
        {
          key: 'studentsWaiting',
          title: t('staffMatching.proposal.studentsWaiting'),
          align: 'right',
          // A dark red that keeps a 7:1 contrast on white.
          render: (_, row) => (row.studentsWaiting > row.places ? <strong style={{ color: '#a8071a' }}>{row.studentsWaiting}</strong> : row.studentsWaiting),
        },
      ]}
    />
  );
}
