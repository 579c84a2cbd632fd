import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import type { components } from '../../api/openapi.d.ts';

export type OnboardingState = components['schemas']['OnboardingState'];

export const ONBOARDING_KEY = ['onboarding'] as const;

/** Where the signed-in prospect stands: their step, their video and their quiz, as the server counts them. */
export function useOnboarding() {
  return useQuery({ queryKey: ONBOARDING_KEY, queryFn: () => unwrap(api.GET('/onboarding', {})) });
}

/** The pages of each audience's onboarding (section 2). */
export const ONBOARDING_PAGES = {
  tutor: { video: '/tutorVideo', quiz: '/tutorQuiz' },
  parent: { video: '/parent/video', quiz: '/parent/quiz' },
} as const;
