/**
 * The demo's training path for tutors: a welcome video, the tutor's charter (a PDF served by our own origin), a
 * link to resources and a short quiz on the charter, written for the demo (administrators replace them). The demo
 * tutor has done the first two modules, so their page shows the third as the next one; a few other tutors are
 * further on or finished, for the staff to follow.
 */
type Doc = Record<string, unknown> & { _id: string };

const QUESTIONS = [
  {
    question: 'Dans quel délai le compte rendu d’une séance est-il rempli ?',
    choices: ['Dans les 48 heures', 'À la fin de l’année', 'Jamais'],
    correctChoices: [1],
  },
  {
    question: 'Par quel moyen communique-t-on avec l’élève et sa famille ?',
    choices: ['Par ses réseaux sociaux personnels', 'Par les outils prévus par l’association'],
    correctChoices: [2],
  },
  {
    question: 'Quelles attitudes la charte demande-t-elle ?',
    choices: ['Valoriser les progrès', 'Faire les devoirs à la place de l’élève', 'Fixer des objectifs atteignables'],
    correctChoices: [1, 3],
  },
];

export const DEMO_TRAINING_QUESTIONS = QUESTIONS.map((question, index) => ({
  _id: `demo-quiz-training-${index + 1}`,
  audience: 'training' as const,
  ...question,
  active: true,
  isDemo: true,
}));

export const DEMO_TRAINING_MODULES = [
  {
    _id: 'demo-training-1',
    order: 1,
    kind: 'video',
    title: 'Bienvenue dans l’association',
    description: 'Une courte vidéo de présentation (démonstration).',
    url: '/videos/onboarding-tutor.webm',
    durationSeconds: 6,
  },
  {
    _id: 'demo-training-2',
    order: 2,
    kind: 'document',
    title: 'La charte du tuteur',
    description: 'Les engagements du tuteur, à lire avant la première séance.',
    url: '/training/charte-du-tuteur.pdf',
  },
  {
    _id: 'demo-training-3',
    order: 3,
    kind: 'quiz',
    title: 'Quiz sur la charte',
    description: 'Trois questions pour vérifier les points essentiels.',
    quizQuestions: DEMO_TRAINING_QUESTIONS.map((question) => question._id),
    passMark: 60,
  },
  {
    _id: 'demo-training-4',
    order: 4,
    kind: 'link',
    title: 'Ressources pédagogiques',
    description: 'Des fiches pour préparer les séances (lien de démonstration).',
    url: 'https://example.org/ressources-pedagogiques',
  },
].map((module) => ({ ...module, active: true, isDemo: true }));

/** Modules done by the demo tutor (two) and by a few others (from none to all), each at a day of the school year. */
export function demoTrainingProgress(tutorIds: readonly string[], startYear: number): Doc[] {
  const doneCounts = new Map<string, number>([
    ['demo-tutor', 2],
    ...tutorIds
      .filter((id) => id !== 'demo-tutor')
      .slice(0, 6)
      .map((id, index): [string, number] => [id, index % 5]),
  ]);
  return [...doneCounts].flatMap(([userId, count]) =>
    DEMO_TRAINING_MODULES.slice(0, count).map((module, index) => ({
      _id: `${userId}:${module._id}`,
      userId,
      moduleId: module._id,
      completedAt: `${startYear}-09-${String(10 + index).padStart(2, '0')}T18:00:00.000Z`,
      ...(module.kind === 'quiz' && { score: 100 }),
      ...(module.kind === 'video' && { intervals: [[0, module.durationSeconds]] }),
      updatedAt: `${startYear}-09-${String(10 + index).padStart(2, '0')}T18:00:00.000Z`,
    })),
  );
}
