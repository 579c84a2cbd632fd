import type { NavigateFunction } from 'react-router';

export interface SignInAnswer {
  next: string;
  app: 'admin' | 'family';
}

/**
 * After a sign-in: staff go to the staff app (a full page load: the server sends that app), families stay in
 * this one, and the route guard sends them on from there.
 */
export async function goAfterSignIn(answer: SignInAnswer, navigate: NavigateFunction, refresh: () => Promise<unknown>): Promise<void> {
  if (answer.app === 'admin') {
    window.location.assign(answer.next);
    return;
  }
  await refresh();
  navigate(answer.next, { replace: true });
}
