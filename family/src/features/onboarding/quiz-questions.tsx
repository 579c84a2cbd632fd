import './onboarding-words.ts';
import './onboarding.css';
import { useTranslation } from 'react-i18next';

export interface ShownQuestion {
  id: string;
  question: string;
  choices: string[];
}

/** Chosen choice numbers (from 1) by question id. */
export type QuizAnswers = Record<string, number[]>;

/** Adds or removes one choice of one question. */
export function toggleChoice(answers: QuizAnswers, questionId: string, choice: number): QuizAnswers {
  const chosen = answers[questionId] ?? [];
  return { ...answers, [questionId]: chosen.includes(choice) ? chosen.filter((value) => value !== choice) : [...chosen, choice].sort() };
}

/** The answers as the server takes them, one per question in the questions' order; null while one is unanswered. */
export function answersToSend(questions: readonly ShownQuestion[], answers: QuizAnswers): { questionId: string; choices: number[] }[] | null {
  if (questions.some((question) => (answers[question.id] ?? []).length === 0)) return null;
  return questions.map((question) => ({ questionId: question.id, choices: answers[question.id] ?? [] }));
}

/** The questions of a quiz (the onboarding's or a training module's), one fieldset each, one or more choices. */
export function QuizQuestions({
  questions,
  answers,
  onToggle,
}: {
  questions: readonly ShownQuestion[];
  answers: QuizAnswers;
  onToggle: (questionId: string, choice: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="muted">{t('familyOnboarding.quiz.oneOrMore')}</p>
      {questions.map((question, index) => (
        <fieldset key={question.id} className="quiz-question" data-question-id={question.id}>
          <legend>
            {t('familyOnboarding.quiz.question', { number: index + 1 })} : {question.question}
          </legend>
          {question.choices.map((choice, choiceIndex) => (
            <label key={choiceIndex}>
              <input
                type="checkbox"
                name={`${question.id}-${choiceIndex + 1}`}
                checked={(answers[question.id] ?? []).includes(choiceIndex + 1)}
                onChange={() => onToggle(question.id, choiceIndex + 1)}
              />
              <span>{choice}</span>
            </label>
          ))}
        </fieldset>
      ))}
    </>
  );
}
