import '../../words/matching-words.ts';
import { useState } from 'react';
import { Alert, App, Button, Col, Form, Row, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MATCHING_PROGRAM_ID, programIds } from '@binome/schema';
import { ApproveDialog } from './approve-dialog.tsx';
import { bySchoolOrder, levelName } from './level-name.ts';
import { ProposalPairsTable } from './proposal-pairs-table.tsx';
import { ProposalSummary } from './proposal-summary.tsx';
import { SupplyDemandTable } from './supply-demand-table.tsx';
import { pairKey, useProposal, type FirstSession } from './use-proposal.ts';

/** What the last approval left for staff to read: each refused pair in words, or why it stopped. */
interface Outcome {
  refused: { key: string; text: string }[];
  failure?: string;
}

/**
 * The whole-cohort proposal (section 2): for a program, the most pairs at once and then the best scores, as a dry
 * run; staff keep the pairs they want and approve them, each made like a manual match, then see the proposal again
 * for those still waiting.
 */
export function CohortProposal({ canApprove }: { canApprove: boolean | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [programId, setProgramId] = useState<string>(DEFAULT_MATCHING_PROGRAM_ID);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const { proposal: last, run, computing, computeError, approve, approving } = useProposal();
  // A proposal of another program than the one chosen is not shown as if it were this one's.
  const proposal = last?.programId === programId ? last : undefined;
  const compute = async () => {
    const data = await run(programId);
    setSelected(data.pairs.map(pairKey));
  };
  const confirm = async (firstSession: FirstSession) => {
    if (!proposal) return;
    const keys = new Set(selected);
    const chosen = proposal.pairs.filter((pair) => keys.has(pairKey(pair)));
    const result = await approve(chosen, firstSession);
    const byKey = new Map(proposal.pairs.map((pair) => [pairKey(pair), pair]));
    setConfirming(false);
    if (result.created.length > 0) void message.success(t('staffMatching.proposal.approved', { count: result.created.length }));
    setOutcome({
      refused: result.refused.map((refusal) => {
        const pair = byKey.get(pairKey(refusal));
        return {
          key: pairKey(refusal),
          text: t('staffMatching.proposal.refusedPair', { student: pair?.studentFullName ?? '', tutor: pair?.tutorFullName ?? '', reason: t(refusal.message) }),
        };
      }),
      ...(result.failure !== undefined && { failure: result.failure || t('errors.somethingWentWrong') }),
    });
    await compute();
  };
  return (
    <section aria-labelledby="proposal-title" className="cohort-proposal">
      <h2 id="proposal-title" className="matching-candidates-title">
        {t('staffMatching.proposal.title')}
      </h2>
      <p>{t('staffMatching.proposal.intro')}</p>
      <Form layout="vertical" onSubmitCapture={(event) => event.preventDefault()}>
        <Space wrap align="end" size="middle">
          <Form.Item label={t('staffMatching.proposal.program')} htmlFor="proposal-program" style={{ minWidth: 280 }}>
            <Select
              id="proposal-program"
              value={programId}
              onChange={(value) => {
                setProgramId(value);
                setOutcome(undefined);
              }}
              options={programIds.values.map((id) => ({ value: id, label: t(programIds.labelKey(id)) }))}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" loading={computing} onClick={() => void compute().catch(() => undefined)}>
              {t('staffMatching.proposal.compute')}
            </Button>
          </Form.Item>
        </Space>
      </Form>
      {canApprove === false && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('staffMatching.proposal.notAllowed')} />}
      {outcome?.failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={outcome.failure} />}
      {outcome && outcome.refused.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message={t('staffMatching.proposal.refusedTitle', { count: outcome.refused.length })}
          description={
            <ul className="proposal-refused">
              {outcome.refused.map((refusal) => (
                <li key={refusal.key}>{refusal.text}</li>
              ))}
            </ul>
          }
        />
      )}
      {computeError && !computing ? (
        <Alert type="error" showIcon role="alert" message={computeError.message || t('errors.somethingWentWrong')} />
      ) : !proposal ? (
        computing ? (
          <Skeleton active />
        ) : (
          <Alert type="info" showIcon message={t('staffMatching.proposal.computeHint')} />
        )
      ) : (
        <>
          <ProposalSummary proposal={proposal} />
          <section aria-labelledby="proposal-pairs-title" style={{ marginTop: 24 }}>
            <h2 id="proposal-pairs-title" className="matching-candidates-title">
              {t('staffMatching.proposal.pairsTitle')}
            </h2>
            {proposal.pairs.length === 0 ? (
              <Alert type="warning" showIcon message={t('staffMatching.proposal.noPairs')} description={t('staffMatching.proposal.noPairsHelp')} />
            ) : (
              <>
                <Space wrap style={{ marginBottom: 12 }}>
                  <Button type="primary" disabled={canApprove !== true || selected.length === 0} onClick={() => setConfirming(true)}>
                    {t('staffMatching.proposal.approve', { count: selected.length })}
                  </Button>
                  <Button onClick={() => setSelected(proposal.pairs.map(pairKey))}>{t('staffMatching.proposal.selectAll')}</Button>
                  <Button onClick={() => setSelected([])}>{t('staffMatching.proposal.selectNone')}</Button>
                  <span aria-live="polite">{t('staffMatching.proposal.selected', { count: selected.length, total: proposal.pairs.length })}</span>
                </Space>
                <ProposalPairsTable pairs={proposal.pairs} selected={selected} loading={computing} onSelect={setSelected} />
              </>
            )}
          </section>
          <section aria-labelledby="proposal-supply-title" style={{ marginTop: 24 }}>
            <h2 id="proposal-supply-title" className="matching-candidates-title">
              {t('staffMatching.proposal.supplyTitle')}
            </h2>
            <Row gutter={[24, 16]}>
              <Col xs={24} xxl={12}>
                <h3>{t('staffMatching.proposal.byLevel')}</h3>
                <SupplyDemandTable
                  label={t('staffMatching.proposal.level')}
                  rows={proposal.byLevel.toSorted((a, b) => bySchoolOrder(a.key, b.key))}
                  nameOf={levelName}
                />
              </Col>
              <Col xs={24} xxl={12}>
                <h3>{t('staffMatching.proposal.byDepartment')}</h3>
                <SupplyDemandTable
                  label={t('staffMatching.proposal.department')}
                  rows={proposal.byDepartment}
                  nameOf={(key) => key || t('staffMatching.proposal.unknownDepartment')}
                />
              </Col>
            </Row>
          </section>
        </>
      )}
      {confirming && (
        <ApproveDialog
          count={selected.length}
          approving={approving}
          onClose={() => setConfirming(false)}
          onApprove={(firstSession) => void confirm(firstSession).catch(() => undefined)}
        />
      )}
    </section>
  );
}
