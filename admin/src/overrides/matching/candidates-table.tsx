import '../../words/matching-words.ts';
import { Button, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEVELS } from '@binome/schema';
import { ReasonTags } from './reason-tags.tsx';
import { reasonWords } from './reason-words.ts';
import { ScoreTag } from './score-tag.tsx';
import { slotKey, slotLabel } from './slot-label.ts';
import { PAGE_SIZE, type Candidate, type MatchingMode, type Reason } from './use-candidates.ts';

/** Past this many, the slots of a row are summed up: the dialog lists them all. */
const SLOTS_SHOWN = 4;
const LEVEL_NAMES = new Map<string, string>(LEVELS.map((level) => [level._id, level.levelName]));

interface CandidatesTableProps {
  mode: MatchingMode;
  candidates: readonly Candidate[];
  total: number;
  page: number;
  loading: boolean;
  canMatch: boolean;
  onPage: (page: number) => void;
  onMatch: (candidate: Candidate) => void;
}

/**
 * The candidates of the person picked, best first: why each one fits (each reason with its points, told to screen
 * readers too), the free slots they share, how long the student has waited or how much room the tutor has left.
 */
export function CandidatesTable({ mode, candidates, total, page, loading, canMatch, onPage, onMatch }: CandidatesTableProps) {
  const { t, i18n } = useTranslation();
  const reasonText = (reason: Reason, candidate: Candidate) => reasonWords(t, i18n.language, reason, reason.slots?.length ?? candidate.commonSlots.length);
  // How long the student has waited (students for a tutor), or the room the tutor has left (tutors for a student).
  const standing = (candidate: Candidate) =>
    mode === 'tutor'
      ? candidate.waitingDays !== undefined && t('staffMatching.screen.waitingDaysValue', { days: candidate.waitingDays, count: candidate.waitingDays })
      : candidate.room && t('staffMatching.screen.roomValue', candidate.room);
  const levelsOf = (candidate: Candidate) =>
    [...(candidate.level ? [candidate.level] : []), ...(candidate.levels ?? [])]
      .map((id) => LEVEL_NAMES.get(id))
      .filter(Boolean)
      .join(', ');
  return (
    <Table<Candidate>
      rowKey="id"
      className="matching-candidates"
      loading={loading}
      dataSource={[...candidates]}
      locale={{ emptyText: t('staffMatching.screen.noCandidates') }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total,
        onChange: onPage,
        showSizeChanger: false,
        showTotal: (count) => t('staffMatching.screen.total', { count }),
      }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'name',
          title: t('staffMatching.screen.name'),
          render: (_, candidate) => (
            <div>
              <strong>{candidate.fullName}</strong>
              {levelsOf(candidate) && <div className="muted">{levelsOf(candidate)}</div>}
              <div>{standing(candidate)}</div>
            </div>
          ),
        },
        {
          key: 'score',
          title: t('staffMatching.screen.score'),
          render: (_, candidate) => <ScoreTag score={candidate.score} />,
        },
        {
          key: 'reasons',
          title: t('staffMatching.screen.reasons'),
          render: (_, candidate) => <ReasonTags reasons={candidate.reasons} textOf={(reason) => reasonText(reason, candidate)} />,
        },
        {
          key: 'slots',
          title: t('staffMatching.screen.commonSlots'),
          render: (_, candidate) => (
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {candidate.commonSlots.slice(0, SLOTS_SHOWN).map((slot) => (
                <li key={slotKey(slot)} style={{ whiteSpace: 'nowrap' }}>
                  {slotLabel(t, slot)}
                </li>
              ))}
              {candidate.commonSlots.length > SLOTS_SHOWN && (
                <li className="muted">{t('staffMatching.screen.moreSlots', { count: candidate.commonSlots.length - SLOTS_SHOWN })}</li>
              )}
            </ul>
          ),
        },
        {
          key: 'actions',
          // Always in sight: on a narrow screen the other columns scroll under it.
          fixed: 'right',
          title: <span className="visually-hidden">{t('staffMatching.screen.actions')}</span>,
          render: (_, candidate) => (
            <Space>
              <Button
                type="primary"
                disabled={!canMatch || candidate.commonSlots.length === 0}
                aria-label={t('staffMatching.screen.matchWith', { name: candidate.fullName })}
                onClick={() => onMatch(candidate)}
              >
                {t('staffMatching.screen.match')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
