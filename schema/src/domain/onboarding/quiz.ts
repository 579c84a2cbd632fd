/** The onboarding quiz's rules (section 4): what a draw shows, how answers are scored, when one may try again. */

export interface QuizQuestionKey {
  id: string;
  /** Indexes of the right choices (one or more). */
  correctChoices: readonly number[];
}

export interface QuizAnswer {
  questionId: string;
  choices: readonly number[];
}

export interface QuizSettings {
  /** Questions drawn per attempt. */
  questionCount: number;
  /** The pass mark, in percent. */
  passMark: number;
  /** Attempts a person has in all. */
  maxAttempts: number;
  /** Hours to wait after a failed attempt before the next one. */
  retryHours: number;
}

/** The anchors of the issue: ten questions, 80 %, three attempts a day apart. */
export const DEFAULT_QUIZ_SETTINGS: QuizSettings = { questionCount: 10, passMark: 80, maxAttempts: 3, retryHours: 24 };

/**
 * The score in percent (rounded down) of the answers to the drawn questions: a question counts when exactly its
 * right choices were chosen. An answer to a question not drawn counts for nothing; an unanswered question is wrong.
 */
export function scoreQuiz(drawn: readonly QuizQuestionKey[], answers: readonly QuizAnswer[]): { score: number; correct: number; total: number } {
  const given = new Map(answers.map((answer) => [answer.questionId, new Set(answer.choices)]));
  let correct = 0;
  for (const question of drawn) {
    const chosen = given.get(question.id);
    const right = new Set(question.correctChoices);
    if (chosen && chosen.size === right.size && [...right].every((choice) => chosen.has(choice))) correct += 1;
  }
  const total = drawn.length;
  return { score: total === 0 ? 0 : Math.floor((correct * 100) / total), correct, total };
}

export function quizPassed(score: number, settings: Pick<QuizSettings, 'passMark'>): boolean {
  return score >= settings.passMark;
}

/**
 * When the next attempt may start, from the attempts already submitted (their times, ms): now when none failed
 * yet, after the waiting time when the last one failed, never once all are used.
 */
export function nextAttemptAt(submittedAt: readonly number[], settings: Pick<QuizSettings, 'maxAttempts' | 'retryHours'>): number | null {
  if (submittedAt.length >= settings.maxAttempts) return null;
  if (submittedAt.length === 0) return 0;
  return Math.max(...submittedAt) + settings.retryHours * 3_600_000;
}

/** Picks `count` items at random (Fisher-Yates on a copy, with the given random source). */
export function drawAtRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, Math.min(count, pool.length));
}
