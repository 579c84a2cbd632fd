import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGS, sessionStatuses, TONES, userStatuses } from '@binome/schema';
import { StatusTag, TONE_STYLES } from '../src/components/status-tag.tsx';

/** WCAG 2 relative luminance and contrast ratio of two '#rrggbb' colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ resources: { fr: { translation: CATALOGS.fr } }, lng: 'fr', interpolation: { escapeValue: false } });
});

describe('status tag', () => {
  it.each(TONES)('%s text reads at 4.5:1 or more on its ground', (tone) => {
    expect(contrast(TONE_STYLES[tone].color, TONE_STYLES[tone].background)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows the value’s label in the colours of its tone', () => {
    const html = renderToStaticMarkup(createElement(StatusTag, { enumeration: sessionStatuses, value: 'canceled' }));
    expect(html).toContain('Séance 0 abandonnée');
    expect(html).toContain('data-tone="danger"');
    expect(html).toContain(`color:${TONE_STYLES.danger.color}`);
  });

  it('is neutral for a value without a tone', () => {
    const html = renderToStaticMarkup(createElement(StatusTag, { enumeration: userStatuses, value: 'unknown-status' }));
    expect(html).toContain('data-tone="neutral"');
  });
});
