import '../../words/tutors-words.ts';
import { Progress, Tag, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { parisDate } from '@binome/schema';
import { API_URL } from '../../providers/http-client.ts';

interface PathModule {
  id: string;
  title: string;
  state: 'done' | 'next' | 'locked';
  completedAt: string | null;
  score: number | null;
}

interface TrainingPath {
  modules: PathModule[];
  done: number;
  total: number;
  percent: number;
  complete: boolean;
}

const STATE_COLOURS: Record<PathModule['state'], string> = { done: 'green', next: 'blue', locked: 'default' };

/**
 * A tutor's training path on their page: how many modules are done, then each module with its state and when it
 * was done, as the server recorded it.
 */
export function TutorTrainingSummary({ tutorId }: { tutorId: string }) {
  const { t } = useTranslation();
  const { query } = useCustom<TrainingPath>({ url: `${API_URL}/training-path/tutors/${encodeURIComponent(tutorId)}`, method: 'get', errorNotification: false });
  // The query's own data: `result.data` is an empty object until the answer comes.
  const path = query.data?.data;
  if (query.isError) return <Typography.Paragraph type="secondary">{t('staffTutors.training.unavailable')}</Typography.Paragraph>;
  if (!path) return null;
  return (
    <section className="tutor-training" aria-labelledby="tutor-training-title">
      <Typography.Text strong id="tutor-training-title">
        {t('staffTutors.training.title')} :
      </Typography.Text>{' '}
      {path.total === 0 ? (
        <Typography.Text type="secondary">{t('staffTutors.training.none')}</Typography.Text>
      ) : (
        <>
          <Typography.Text>
            {path.complete ? t('staffTutors.training.complete') : t('staffTutors.training.progress', { done: path.done, total: path.total })}
          </Typography.Text>
          <Progress percent={path.percent} size="small" style={{ maxWidth: 320 }} aria-label={t('staffTutors.training.title')} />
          <ol className="tutor-training-modules">
            {path.modules.map((module) => (
              <li key={module.id}>
                {module.title} <Tag color={STATE_COLOURS[module.state]}>{t(`enums.trainingModuleState.${module.state}`)}</Tag>
                {module.completedAt && (
                  <Typography.Text type="secondary">{t('staffTutors.training.doneOn', { date: parisDate(module.completedAt) })}</Typography.Text>
                )}
                {module.score !== null && <Typography.Text type="secondary"> · {t('staffTutors.training.score', { score: module.score })}</Typography.Text>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
