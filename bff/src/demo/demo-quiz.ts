/**
 * Demo questions of the onboarding quizzes, twelve per audience, written for the demo (administrators replace them
 * with their own). Choices are numbered from 1; `correctChoices` holds the numbers of the right ones.
 */
interface DemoQuestion {
  question: string;
  choices: string[];
  correctChoices: number[];
}

const TUTOR: DemoQuestion[] = [
  {
    question: 'Combien de temps dure habituellement une séance de tutorat ?',
    choices: ['15 minutes', 'Environ une heure', 'Une demi-journée'],
    correctChoices: [2],
  },
  {
    question: 'Que faites-vous si vous ne pouvez pas assurer une séance ?',
    choices: ["Rien, l'élève comprendra", "Je préviens l'élève et l'association le plus tôt possible", "J'envoie un ami à ma place"],
    correctChoices: [2],
  },
  {
    question: "Quel est le rôle principal d'un tuteur ?",
    choices: ["Faire les devoirs à la place de l'élève", "Accompagner l'élève pour qu'il gagne en autonomie", 'Noter les élèves'],
    correctChoices: [2],
  },
  { question: 'Après chaque séance, que remplit le tuteur ?', choices: ['Un compte rendu de séance', 'Une facture', 'Rien'], correctChoices: [1] },
  {
    question: "Peut-on communiquer avec l'élève sur ses réseaux sociaux personnels ?",
    choices: ['Oui, sans limite', "Non, on passe par les outils prévus par l'association"],
    correctChoices: [2],
  },
  {
    question: "Que faire si un élève vous confie une situation qui l'inquiète ?",
    choices: ["Garder le secret quoi qu'il arrive", "En parler au coordinateur de l'association", 'Publier le message'],
    correctChoices: [2],
  },
  {
    question: 'Quelles attitudes aident un élève à reprendre confiance ?',
    choices: ['Valoriser ses progrès', 'Comparer avec les meilleurs élèves', 'Fixer des objectifs atteignables'],
    correctChoices: [1, 3],
  },
  {
    question: "Quel document l'association demande-t-elle avant de travailler avec des mineurs ?",
    choices: ['Un extrait de casier judiciaire', 'Un relevé bancaire', 'Une photo de vacances'],
    correctChoices: [1],
  },
  {
    question: 'Une séance en ligne se prépare :',
    choices: ['En testant son matériel (micro, caméra) à l’avance', 'En se connectant au dernier moment sans vérifier'],
    correctChoices: [1],
  },
  {
    question: "Quand l'élève se trompe, il vaut mieux :",
    choices: ['Lui donner tout de suite la réponse', "L'aider à trouver l'erreur par des questions", 'Passer à autre chose'],
    correctChoices: [2],
  },
  {
    question: 'À qui s’adresser en cas de difficulté avec un binôme ?',
    choices: ['Au coordinateur ou au référent de l’association', 'Aux voisins de l’élève'],
    correctChoices: [1],
  },
  { question: 'L’engagement de tuteur se fait :', choices: ['Pour une séance seulement', 'Dans la durée, avec régularité'], correctChoices: [2] },
];

const PARENT: DemoQuestion[] = [
  {
    question: 'Qui accompagne votre enfant pendant les séances ?',
    choices: ['Un tuteur bénévole formé par l’association', 'Un professeur payé à l’heure', 'Personne'],
    correctChoices: [1],
  },
  { question: 'Le tutorat proposé par l’association est :', choices: ['Gratuit pour les familles', 'Facturé à la séance'], correctChoices: [1] },
  {
    question: 'Si votre enfant ne peut pas venir à une séance, vous :',
    choices: ['Prévenez le tuteur ou l’association à l’avance', 'Ne faites rien'],
    correctChoices: [1],
  },
  { question: 'Où pouvez-vous consulter les séances de votre enfant ?', choices: ['Dans votre espace, rubrique séances', 'Nulle part'], correctChoices: [1] },
  {
    question: 'Le rôle des parents dans le tutorat est de :',
    choices: ['Encourager l’enfant et veiller à sa présence', 'Faire les exercices avec le tuteur à sa place', 'Soutenir la régularité des séances'],
    correctChoices: [1, 3],
  },
  { question: 'Une séance en ligne demande :', choices: ['Un endroit calme et un appareil connecté', 'Une salle de classe'], correctChoices: [1] },
  {
    question: 'Qui pouvez-vous contacter en cas de question ?',
    choices: ['L’association, par la page de contact', 'Le tuteur sur son téléphone personnel à toute heure'],
    correctChoices: [1],
  },
  { question: 'Les comptes rendus de séance servent à :', choices: ['Suivre les progrès de votre enfant', 'Sanctionner votre enfant'], correctChoices: [1] },
  {
    question: 'Pouvez-vous modifier les informations de vos enfants avant la validation de votre compte ?',
    choices: ['Oui', 'Non, après la validation par l’association'],
    correctChoices: [2],
  },
  { question: 'Combien de temps dure en général une séance ?', choices: ['Environ une heure', 'Toute la journée'], correctChoices: [1] },
  { question: 'Les données de votre enfant sont :', choices: ['Protégées et utilisées pour le tutorat seulement', 'Publiées en ligne'], correctChoices: [1] },
  {
    question: 'Si le tutorat ne convient pas, vous :',
    choices: ['En parlez avec l’association pour trouver une solution', 'Arrêtez sans prévenir'],
    correctChoices: [1],
  },
];

export const DEMO_QUIZ_QUESTIONS = [
  ...TUTOR.map((question, index) => ({ _id: `demo-quiz-tutor-${index + 1}`, audience: 'tutor' as const, ...question, active: true, isDemo: true })),
  ...PARENT.map((question, index) => ({ _id: `demo-quiz-parent-${index + 1}`, audience: 'parent' as const, ...question, active: true, isDemo: true })),
];
