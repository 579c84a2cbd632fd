import type { Faker } from '@faker-js/faker';

/**
 * Invented people's names, drawn from first names usual for each generation in France and from common French
 * surnames, so that a 12-year-old is not called Brunehilde and nobody is 'Le roux'. Full names are never given
 * twice (siblings share their parent's surname, not their first name), so pickers can tell people apart.
 */
export type Gender = 'male' | 'female';
export type Generation = 'child' | 'young' | 'adult' | 'senior';

const FIRST_NAMES: Record<Generation, Record<Gender, readonly string[]>> = {
  child: {
    female: ['Emma', 'Jade', 'Louise', 'Alice', 'Lina', 'Léa', 'Rose', 'Anna', 'Mila', 'Inès', 'Ambre', 'Julia', 'Mia', 'Léna', 'Manon', 'Juliette', 'Lou', 'Zoé', 'Agathe', 'Sarah', 'Nour', 'Yasmine', 'Aya', 'Maëlys', 'Salomé', 'Clara', 'Romane', 'Lana', 'Fatoumata', 'Assia', 'Eva', 'Nina', 'Lily', 'Margaux'],
    male: ['Gabriel', 'Raphaël', 'Louis', 'Arthur', 'Jules', 'Adam', 'Lucas', 'Hugo', 'Maël', 'Noah', 'Sacha', 'Gabin', 'Nathan', 'Mohamed', 'Ayoub', 'Ethan', 'Tom', 'Théo', 'Rayan', 'Enzo', 'Liam', 'Yanis', 'Ibrahim', 'Timéo', 'Nolan', 'Mathis', 'Isaac', 'Amir', 'Moussa', 'Elias', 'Kylian', 'Samuel', 'Paul', 'Marius'],
  },
  young: {
    female: ['Léa', 'Manon', 'Camille', 'Sarah', 'Chloé', 'Inès', 'Clara', 'Lucie', 'Océane', 'Marine', 'Jade', 'Mathilde', 'Anaïs', 'Justine', 'Maëva', 'Salomé', 'Amandine', 'Yasmina', 'Emma', 'Lisa'],
    male: ['Hugo', 'Lucas', 'Théo', 'Clément', 'Maxime', 'Enzo', 'Yanis', 'Nathan', 'Bastien', 'Axel', 'Quentin', 'Alexis', 'Valentin', 'Adrien', 'Florian', 'Corentin', 'Ilyes', 'Kevin', 'Louis', 'Baptiste'],
  },
  adult: {
    female: ['Nathalie', 'Isabelle', 'Sandrine', 'Céline', 'Stéphanie', 'Aurélie', 'Émilie', 'Julie', 'Caroline', 'Sophie', 'Laure', 'Virginie', 'Karine', 'Élodie', 'Audrey', 'Mélanie', 'Claire', 'Anne', 'Marion', 'Pauline', 'Fatima', 'Nadia', 'Samira', 'Leïla', 'Amina', 'Mariam', 'Awa', 'Hélène', 'Valérie', 'Delphine'],
    male: ['Nicolas', 'Julien', 'Sébastien', 'Thomas', 'Guillaume', 'Maxime', 'Alexandre', 'Romain', 'Vincent', 'Jérôme', 'David', 'Frédéric', 'Stéphane', 'Olivier', 'Laurent', 'Christophe', 'Antoine', 'Pierre', 'Benjamin', 'Mathieu', 'Karim', 'Mehdi', 'Sofiane', 'Mamadou', 'Youssef', 'Cédric', 'Fabien', 'Arnaud', 'Damien', 'Samir'],
  },
  senior: {
    female: ['Sylvie', 'Martine', 'Catherine', 'Christine', 'Brigitte', 'Monique', 'Françoise', 'Dominique', 'Chantal', 'Annie', 'Michèle', 'Évelyne', 'Danielle', 'Josiane'],
    male: ['Philippe', 'Alain', 'Michel', 'Patrick', 'Bernard', 'Jean-Pierre', 'Gérard', 'Daniel', 'Gilles', 'Jacques', 'Didier', 'Serge', 'Claude', 'Jean-Luc'],
  },
};

const LAST_NAMES: readonly string[] = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Lefèvre', 'Leroy',
  'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller',
  'Lefebvre', 'Faure', 'André', 'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Garcia',
  'Perrin', 'Robin', 'Clément', 'Morin', 'Nicolas', 'Henry', 'Roussel', 'Mathieu', 'Gautier', 'Masson', 'Marchand', 'Duval', 'Denis',
  'Dumont', 'Lemaire', 'Noël', 'Meyer', 'Dufour', 'Meunier', 'Brun', 'Blanchard', 'Giraud', 'Joly', 'Rivière', 'Lucas', 'Brunet', 'Gaillard',
  'Barbier', 'Arnaud', 'Martinez', 'Gérard', 'Roche', 'Renard', 'Schmitt', 'Roy', 'Leroux', 'Colin', 'Vidal', 'Caron', 'Picard', 'Roger',
  'Fabre', 'Aubert', 'Lemoine', 'Renaud', 'Dumas', 'Lacroix', 'Olivier', 'Philippe', 'Bourgeois', 'Pierre', 'Benoît', 'Rey', 'Leclerc',
  'Payet', 'Rolland', 'Leclercq', 'Guillaume', 'Lecomte', 'Lopez', 'Dupuy', 'Guillot', 'Hubert', 'Berger', 'Carpentier', 'Sanchez',
  'Dupuis', 'Moulin', 'Deschamps', 'Huet', 'Vasseur', 'Perez', 'Boucher', 'Fleury', 'Royer', 'Klein', 'Jacquet', 'Adam', 'Poirier',
  'Marty', 'Aubry', 'Guyot', 'Carré', 'Charpentier', 'Ménard', 'Maillard', 'Baron', 'Bertin', 'Bailly', 'Hervé', 'Schneider', 'Fernandez',
  'Le Gall', 'Collet', 'Léger', 'Bouvier', 'Prévost', 'Millet', 'Perrot', 'Le Roux', 'Cousin', 'Germain', 'Breton', 'Besson', 'Langlois',
  'Rémy', 'Le Goff', 'Pelletier', 'Lévêque', 'Perrier', 'Leblanc', 'Barré', 'Lebrun', 'Marchal', 'Weber', 'Mallet', 'Hamon', 'Boulanger',
  'Jacob', 'Monnier', 'Michaud', 'Rodriguez', 'Guichard', 'Gillet', 'Étienne', 'Grondin', 'Poulain', 'Tessier', 'Chauvin', 'Da Silva',
  'Bouchet', 'Lemaître', 'Bénard', 'Maréchal', 'Humbert', 'Reynaud', 'Hoarau', 'Perret', 'Barthélemy', 'Cordier', 'Pichon', 'Lejeune',
  'Gilbert', 'Lamy', 'Delaunay', 'Pasquier', 'Carlier', 'Laporte', 'Nguyen', 'Diallo', 'Traoré', 'Benali', 'Haddad', 'Bensaïd', 'Cissé',
  'Kaya', 'Yilmaz', 'Ferreira', 'Pereira', 'Dos Santos', 'Camara', 'Touré', 'Mendy', 'Belkacem', 'Amrani', 'Tran', 'Rahmani', 'Ouali',
];

export interface PersonName {
  firstName: string;
  lastName: string;
  gender: Gender;
}

/** Hands out names no one else in the demo has, starting with those the demo accounts already hold. */
export class NameBook {
  private readonly taken = new Set<string>();

  constructor(private readonly faker: Faker) {}

  /** Marks a name as used (the demo accounts' fixed names). */
  reserve(firstName: string, lastName: string): void {
    this.taken.add(`${firstName} ${lastName}`);
  }

  person(generation: Generation, options: { gender?: Gender; lastName?: string } = {}): PersonName {
    for (;;) {
      const gender = options.gender ?? this.faker.helpers.arrayElement(['male', 'female'] as const);
      const firstName = this.faker.helpers.arrayElement(FIRST_NAMES[generation][gender]);
      const lastName = options.lastName ?? this.faker.helpers.arrayElement(LAST_NAMES);
      const full = `${firstName} ${lastName}`;
      if (this.taken.has(full)) continue;
      this.taken.add(full);
      return { firstName, lastName, gender };
    }
  }
}

/** The part of an e-mail address a name gives: lower case, no accents, words joined by hyphens. */
export function asciiSlug(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
