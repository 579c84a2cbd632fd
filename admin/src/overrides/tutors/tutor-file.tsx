import '../../words/tutors-words.ts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { missingTutorFileItems, tutorFileCompleteness, type TutorFileFacts } from '@binome/schema';

/** A tutor's file in a list cell: Complet, or Incomplet with how many items are missing. */
export function TutorFileTag({ tutor }: { tutor: TutorFileFacts }) {
  const { t } = useTranslation();
  const missing = missingTutorFileItems(tutor);
  const completeness = tutorFileCompleteness(tutor);
  return (
    <span
      title={missing.length > 0 ? t('staffTutors.file.missing', { items: missing.map((item) => t(`staffTutors.file.items.${item}`)).join(', ') }) : undefined}
    >
      <Tag color={missing.length === 0 ? 'green' : 'orange'}>{t(`enums.fileCompleteness.${completeness}`)}</Tag>
      {missing.length > 0 && <Typography.Text type="secondary">{t('staffTutors.file.missingCount', { count: missing.length })}</Typography.Text>}
    </span>
  );
}

/** A tutor's file on their page: Complet, or what is missing, item by item. */
export function TutorFileSummary({ tutor }: { tutor: TutorFileFacts }) {
  const { t } = useTranslation();
  const missing = missingTutorFileItems(tutor);
  return (
    <section className="tutor-file" aria-labelledby="tutor-file-title">
      <Typography.Text strong id="tutor-file-title">
        {t('staffTutors.file.title')} :
      </Typography.Text>{' '}
      <Tag color={missing.length === 0 ? 'green' : 'orange'}>{t(`enums.fileCompleteness.${tutorFileCompleteness(tutor)}`)}</Tag>
      {missing.length === 0 ? (
        <Typography.Text type="secondary">{t('staffTutors.file.complete')}</Typography.Text>
      ) : (
        <Typography.Text>{t('staffTutors.file.missing', { items: missing.map((item) => t(`staffTutors.file.items.${item}`)).join(', ') })}</Typography.Text>
      )}
    </section>
  );
}
