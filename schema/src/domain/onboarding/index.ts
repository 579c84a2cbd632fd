/** The onboarding domain (section 4): the steps' moves, the video's watching and the quiz's rules. */
export * from './transitions.ts';
export * from './watch.ts';
export * from './quiz.ts';
export * from './prospect-todo.ts';
