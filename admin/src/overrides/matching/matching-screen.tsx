import '../../words/matching-words.ts';
import { lazy, Suspense, useState } from 'react';
import { Alert, Checkbox, Form, Input, Radio, Space, Spin } from 'antd';
import { useCan, useOne } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getResource } from '@binome/schema';
import { PageFrame } from '../../crud/page-frame.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { CandidatesTable } from './candidates-table.tsx';
import { MatchDialog, type Matched } from './match-dialog.tsx';
import { MatchDone } from './match-done.tsx';
import { PersonPicker } from './person-picker.tsx';
import { useCandidates, type Candidate, type MatchingMode } from './use-candidates.ts';
import { NoCandidatesHelp } from './no-candidates-help.tsx';

// The whole-cohort proposal loads when chosen: with it the screen would pass its 150 KB budget.
const CohortProposal = lazy(() => import('./cohort-proposal.tsx').then((module) => ({ default: module.CohortProposal })));

const PEOPLE = { tutor: getResource('tutors'), student: getResource('students') } as const;
const PARAM = { tutor: 'tutorId', student: 'studentId' } as const;

/** Matching from one person, or the proposal for a whole program. */
type ScreenMode = MatchingMode | 'cohort';

/**
 * The staff matching (section 2): from a tutor, the students who fit them, or from a student, the tutors; each
 * candidate with its score and reasons, and a match in two clicks. The person picked lives in the address
 * (`?tutorId=` / `?studentId=`), so a record's page can link here with them already chosen. A third mode
 * (`?mode=cohort`) proposes pairs for a whole program at once.
 */
export default function MatchingScreen({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('mode');
  const cohort = chosen === 'cohort' && !params.get('studentId') && !params.get('tutorId');
  const mode: MatchingMode = params.get('studentId') ? 'student' : params.get('tutorId') ? 'tutor' : chosen === 'student' ? 'student' : 'tutor';
  const personId = cohort ? undefined : (params.get(PARAM[mode]) ?? undefined);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [waitingOnly, setWaitingOnly] = useState(true);
  const [matching, setMatching] = useState<Candidate | undefined>(undefined);
  // The last pair made from this screen: it stays said, with the way to it, until another person is chosen.
  const [done, setDone] = useState<Matched | undefined>(undefined);
  const { data: can } = useCan({ resource: 'pairs', action: 'create' });
  const canMatch = can?.can === true;
  const { result: person, query: personQuery } = useOne<{ id: string; _label?: string | null }>({
    resource: PEOPLE[mode].apiName,
    id: personId ?? '',
    queryOptions: { enabled: personId !== undefined },
    // A person out of reach is said once, in the screen, where the candidates would be: not in a toast too.
    errorNotification: false,
  });
  const { candidates, total, excluded, query } = useCandidates({ mode, personId, page, search });
  const personName = person?._label ?? '';
  const choose = (next: { mode: ScreenMode; id?: string }) => {
    setParams(next.id && next.mode !== 'cohort' ? { [PARAM[next.mode]]: next.id } : { mode: next.mode }, { replace: true });
    setPage(1);
    setSearch('');
    setDone(undefined);
  };
  const pair =
    matching &&
    personId &&
    (mode === 'tutor'
      ? { tutor: { id: personId, fullName: personName }, student: { id: matching.id, fullName: matching.fullName } }
      : { tutor: { id: matching.id, fullName: matching.fullName }, student: { id: personId, fullName: personName } });
  return (
    <PageFrame title={t(resource.entity.labelKey)}>
      <Form layout="vertical" className="matching-picker" onSubmitCapture={(event) => event.preventDefault()}>
        <Form.Item label={t('staffMatching.screen.modeLabel')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={cohort ? 'cohort' : mode}
            onChange={(event) => choose({ mode: event.target.value as ScreenMode })}
            options={[
              { value: 'tutor', label: t('staffMatching.screen.byTutor') },
              { value: 'student', label: t('staffMatching.screen.byStudent') },
              { value: 'cohort', label: t('staffMatching.proposal.cohort') },
            ]}
          />
        </Form.Item>
        {!cohort && (
          <Space wrap align="start" size="middle" style={{ width: '100%' }}>
            <Form.Item
              label={t(mode === 'tutor' ? 'staffMatching.screen.pickTutor' : 'staffMatching.screen.pickStudent')}
              htmlFor="matching-person"
              style={{ minWidth: 280 }}
            >
              {/* Keyed by mode: a tutor's id is no student's, and the options must be fetched again. */}
              <PersonPicker
                key={`${mode}-${waitingOnly}`}
                id="matching-person"
                resource={PEOPLE[mode].name}
                // A person this reader may not read (an address typed or kept from elsewhere): no raw id in the
                // picker, the refusal is said below.
                value={personQuery.isError ? undefined : personId}
                waitingOnly={mode === 'student' && waitingOnly}
                onChange={(id) => choose({ mode, ...(id && { id }) })}
              />
            </Form.Item>
            {mode === 'student' && (
              <Form.Item label=" " colon={false}>
                <Checkbox checked={waitingOnly} onChange={(event) => setWaitingOnly(event.target.checked)}>
                  {t('staffMatching.screen.waitingOnly')}
                </Checkbox>
              </Form.Item>
            )}
            {personId && (
              <Form.Item label={t('staffMatching.screen.search')} htmlFor="matching-search">
                <Input.Search
                  id="matching-search"
                  allowClear
                  onSearch={(value) => {
                    setSearch(value.trim());
                    setPage(1);
                  }}
                />
              </Form.Item>
            )}
          </Space>
        )}
      </Form>
      {cohort ? (
        <Suspense fallback={<Spin />}>
          <CohortProposal canApprove={can?.can} />
        </Suspense>
      ) : (
        <>
          {!canMatch && can !== undefined && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('staffMatching.screen.notAllowed')} />}
          {!personId ? (
            <Alert type="info" showIcon message={t(mode === 'tutor' ? 'staffMatching.screen.pickTutorHint' : 'staffMatching.screen.pickStudentHint')} />
          ) : query.isError ? (
            <Alert type="error" showIcon role="alert" message={query.error?.message ?? t('errors.somethingWentWrong')} />
          ) : (
            <section aria-labelledby="matching-candidates-title">
              <h2 id="matching-candidates-title" className="matching-candidates-title">
                {t(mode === 'tutor' ? 'staffMatching.screen.studentCandidates' : 'staffMatching.screen.tutorCandidates')}
              </h2>
              {done && <MatchDone matched={done} onClose={() => setDone(undefined)} />}
              {!query.isFetching && total === 0 ? (
                // The person just matched has no candidate left: that is the success above, not a warning.
                done ? null : (
                  <Alert type="warning" showIcon message={t('staffMatching.screen.noCandidates')} description={<NoCandidatesHelp excluded={excluded} />} />
                )
              ) : (
                <CandidatesTable
                  mode={mode}
                  candidates={candidates}
                  total={total}
                  page={page}
                  loading={query.isFetching}
                  canMatch={canMatch}
                  onPage={setPage}
                  onMatch={setMatching}
                />
              )}
            </section>
          )}
        </>
      )}
      {pair && matching && (
        <MatchDialog
          key={matching.id}
          {...pair}
          candidate={matching}
          onClose={() => setMatching(undefined)}
          onMatched={(matched) => {
            setMatching(undefined);
            setDone(matched);
            void query.refetch();
          }}
        />
      )}
    </PageFrame>
  );
}
