import '../../words/matching-words.ts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

interface ReasonTagsProps<R extends { code: string; points: number }> {
  reasons: readonly R[];
  /** The reason in words (`staffMatching.reasons.*` with its parameters). */
  textOf: (reason: R) => string;
}

/** Why a pair fits: each reason as a tag, with its points in a tooltip and told to screen readers too. */
export function ReasonTags<R extends { code: string; points: number }>({ reasons, textOf }: ReasonTagsProps<R>) {
  const { t } = useTranslation();
  return (
    <ul className="matching-reasons" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 4, maxWidth: 220 }}>
      {reasons.map((reason) => {
        const text = textOf(reason);
        const told = t('staffMatching.screen.reasonPoints', { reason: text, points: reason.points, count: reason.points });
        return (
          <li key={reason.code}>
            <Tooltip title={told}>
              <Tag aria-label={told} tabIndex={0} style={{ marginInlineEnd: 0 }}>
                {text}
              </Tag>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}
