import type { ThemeConfig } from 'antd';

/**
 * The staff app's antd theme. antd's default greys (#8c8c8c, placeholders #bfbfbf), its link blue (#1677ff) and its
 * danger red (#ff4d4f) fall under WCAG 2.1 AA's 4.5:1 on white; they are set here once rather than page by page.
 * Each value's contrast on white is in its comment.
 */
export const BRAND_BLUE = '#1d3b8b'; // 10.2:1

export const staffTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    // Descriptions' labels, statistic titles, the sidebar's group titles, breadcrumbs, secondary text.
    colorTextDescription: '#595959', // 7.0:1
    colorTextTertiary: '#595959',
    colorTextPlaceholder: '#6b6b6b', // 5.3:1 (4.8:1 on the disabled grey)
    colorError: '#cf1322', // 5.6:1
    colorErrorText: '#cf1322',
    // A person who asked their system for less motion gets none from antd (its zooms, slides and fades): WCAG 2.3.3.
    motion: !prefersReducedMotion(),
  },
};

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
