import type { Tone } from '@binome/schema';

/** antd's tag colour of each tone; neutral keeps the default grey. */
export const TONE_COLORS: Record<Tone, string | undefined> = {
  success: 'green',
  warning: 'gold',
  danger: 'red',
  progress: 'blue',
  neutral: undefined,
};
