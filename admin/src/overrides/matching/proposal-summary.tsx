import '../../words/matching-words.ts';
import { Card, Col, Descriptions, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { UNMATCHED_REASONS } from '@binome/schema/matching';
import type { Proposal } from './use-proposal.ts';

const REASONS = UNMATCHED_REASONS;

/** The proposal in figures: who waits, the room tutors have, the pairs found, who is left and why, how long they may wait. */
export function ProposalSummary({ proposal }: { proposal: Proposal }) {
  const { t, i18n } = useTranslation();
  const figures = [
    { key: 'studentsWaiting', value: proposal.studentsWaiting },
    { key: 'tutorsWithRoom', value: proposal.tutorsWithRoom },
    { key: 'places', value: proposal.places },
    { key: 'pairsProposed', value: proposal.pairsProposed },
    { key: 'leftWithoutTutor', value: proposal.unmatched.total },
  ] as const;
  const wait =
    proposal.unmatched.total === 0
      ? t('staffMatching.proposal.predictedWaitNone')
      : proposal.predictedWaitWeeks === null
        ? t('staffMatching.proposal.predictedWaitUnknown')
        : t('staffMatching.proposal.predictedWaitValue', {
            weeks: proposal.predictedWaitWeeks,
            count: proposal.predictedWaitWeeks,
            pace: new Intl.NumberFormat(i18n.language).format(proposal.pairsPerWeek),
          });
  return (
    <section aria-labelledby="proposal-summary-title" className="proposal-summary">
      <h2 id="proposal-summary-title" className="matching-candidates-title">
        {t('staffMatching.proposal.summaryTitle')}
      </h2>
      <Row gutter={[12, 12]}>
        {figures.map(({ key, value }) => (
          // Five figures side by side when there is room, wrapping two or three a row on a phone.
          <Col key={key} flex="1 1 150px">
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={t(`staffMatching.proposal.${key}`)} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Descriptions size="small" column={1} bordered style={{ marginTop: 12 }}>
        {REASONS.map((reason) => (
          <Descriptions.Item key={reason} label={t(`staffMatching.proposal.${reason}`)}>
            {proposal.unmatched.byReason[reason]}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('staffMatching.proposal.predictedWait')}>{wait}</Descriptions.Item>
      </Descriptions>
    </section>
  );
}
