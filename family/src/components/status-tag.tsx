import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toneOf, type EnumDefinition, type Tone } from '@binome/schema';

/**
 * The colours of each tone: dark text on a pale ground, at least 4.5:1 (WCAG AA for small text; the test checks
 * it), with a border so the tag holds on any background. The label always says what the colour says.
 */
export const TONE_STYLES: Record<Tone, { color: string; background: string; border: string }> = {
  success: { color: '#1f6b35', background: '#e8f5ec', border: '#a6d9b5' },
  warning: { color: '#7a4a00', background: '#fff4d6', border: '#f0cf7a' },
  danger: { color: '#a3241a', background: '#fdeceb', border: '#f1b1ab' },
  progress: { color: '#1f4f8f', background: '#e7effa', border: '#a9c3ea' },
  neutral: { color: '#3d4554', background: '#eef0f4', border: '#cdd3dd' },
};

const BASE: CSSProperties = {
  display: 'inline-block',
  padding: '0.125rem 0.5rem',
  borderRadius: '999px',
  borderWidth: 1,
  borderStyle: 'solid',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
};

/** An enumeration value that says where something stands (a session's status, a report's), coloured by its tone. */
export function StatusTag({ enumeration, value }: { enumeration: Pick<EnumDefinition, 'tones' | 'labelKey'>; value: string | number }) {
  const { t } = useTranslation();
  return <ToneTag tone={toneOf(enumeration, value)}>{t(enumeration.labelKey(value as never))}</ToneTag>;
}

/** A state that is not one enumeration value (an attestation sent, being checked), in the same colours. */
export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  const colours = TONE_STYLES[tone];
  return (
    <span
      className={`status-tag status-tag-${tone}`}
      data-tone={tone}
      style={{ ...BASE, color: colours.color, background: colours.background, borderColor: colours.border }}
    >
      {children}
    </span>
  );
}
