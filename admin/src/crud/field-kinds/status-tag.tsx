import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { toneOf, type EnumDefinition } from '@binome/schema';
import { TONE_COLORS } from './tone-colors.ts';

/**
 * An enumeration value that says where something stands, coloured by its tone from the schema. The colour only
 * repeats what the label says (the label is always there, for people who do not see colours); the stylesheet
 * darkens antd's tag text to reach a 4.5:1 contrast.
 */
export function StatusTag({ enumeration, value }: { enumeration: Pick<EnumDefinition, 'tones' | 'labelKey'>; value: string | number }) {
  const { t } = useTranslation();
  const tone = toneOf(enumeration, value);
  return (
    <Tag color={TONE_COLORS[tone]} className={`status-tag status-tag-${tone}`} data-tone={tone}>
      {t(enumeration.labelKey(value as never))}
    </Tag>
  );
}
