import '../../words/matching-words.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const scoreColor = (score: number) => (score >= 70 ? 'green' : score >= 40 ? 'gold' : 'default');

/** A pair's score out of 100, coloured by how well it fits, and read out in words. */
export function ScoreTag({ score }: { score: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={scoreColor(score)} aria-label={t('staffMatching.screen.scoreValue', { score })}>
      {score}/100
    </Tag>
  );
}
