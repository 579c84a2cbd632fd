import '../../words/matching-words.ts';
import { Table, type CheckboxProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { levelName } from './level-name.ts';
import { ReasonTags } from './reason-tags.tsx';
import { ScoreTag } from './score-tag.tsx';
import { slotLabel } from './slot-label.ts';
import { pairKey, type ProposedPair, type ProposedReason } from './use-proposal.ts';
import { reasonWords } from './reason-words.ts';

const PAGE_SIZE = 20;

interface ProposalPairsTableProps {
  pairs: readonly ProposedPair[];
  selected: readonly string[];
  loading: boolean;
  onSelect: (keys: string[]) => void;
}

/** The pairs proposed, best first as the server ranks them, each with a box to keep or leave it out of the approval. */
export function ProposalPairsTable({ pairs, selected, loading, onSelect }: ProposalPairsTableProps) {
  const { t, i18n } = useTranslation();
  const reasonText = (reason: ProposedReason) => reasonWords(t, i18n.language, reason, reason.count ?? 0);
  return (
    <Table<ProposedPair>
      rowKey={pairKey}
      className="proposal-pairs"
      loading={loading}
      dataSource={[...pairs]}
      locale={{ emptyText: t('staffMatching.proposal.noPairs') }}
      pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, showTotal: (count) => t('staffMatching.proposal.total', { count }) }}
      scroll={{ x: 'max-content' }}
      rowSelection={{
        selectedRowKeys: [...selected],
        // Selecting across pages: the keys of other pages are kept.
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys.map(String)),
        // antd's types omit it, but the box passes `aria-label` on to its input: each box names its pair.
        getCheckboxProps: (pair) =>
          ({ 'aria-label': t('staffMatching.proposal.selectPair', { student: pair.studentFullName, tutor: pair.tutorFullName }) }) as CheckboxProps,
      }}
      columns={[
        { key: 'student', title: t('staffMatching.proposal.student'), render: (_, pair) => <strong>{pair.studentFullName}</strong> },
        { key: 'level', title: t('staffMatching.proposal.level'), render: (_, pair) => levelName(pair.level) },
        { key: 'tutor', title: t('staffMatching.proposal.tutor'), render: (_, pair) => pair.tutorFullName },
        { key: 'slot', title: t('staffMatching.proposal.slot'), render: (_, pair) => <span style={{ whiteSpace: 'nowrap' }}>{slotLabel(t, pair.slot)}</span> },
        { key: 'score', title: t('staffMatching.screen.score'), render: (_, pair) => <ScoreTag score={pair.score} /> },
        { key: 'reasons', title: t('staffMatching.screen.reasons'), render: (_, pair) => <ReasonTags reasons={pair.reasons} textOf={reasonText} /> },
      ]}
    />
  );
}
