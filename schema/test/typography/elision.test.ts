import { describe, expect, it } from 'vitest';
import { frenchOf, ofNameFormatter } from '../../src/typography/elision.ts';
import { nameSlug } from '../../src/typography/slug.ts';

describe('frenchOf', () => {
  it('elides before a vowel, accented or not, and before a mute h', () => {
    expect(frenchOf('Inès Roussel')).toBe("d'Inès Roussel");
    expect(frenchOf('Élodie Martin')).toBe("d'Élodie Martin");
    expect(frenchOf('Hugo Petit')).toBe("d'Hugo Petit");
  });

  it('keeps "de" before a consonant and a consonant y', () => {
    expect(frenchOf('Marc Roussel')).toBe('de Marc Roussel');
    expect(frenchOf('Yasmine Benali')).toBe('de Yasmine Benali');
  });
});

describe('ofNameFormatter', () => {
  it('elides in French and leaves the name alone in English', () => {
    expect(ofNameFormatter('Inès Roussel', 'fr')).toBe("d'Inès Roussel");
    expect(ofNameFormatter('Inès Roussel', 'en')).toBe('Inès Roussel');
  });
});

describe('nameSlug', () => {
  it('keeps letters and digits only, without accents, in lower case', () => {
    expect(nameSlug('Inès Roussel')).toBe('ines-roussel');
    expect(nameSlug("  Chloé Le Gall-Rivière d'Œuvre ")).toBe('chloe-le-gall-riviere-d-oeuvre');
  });
});

describe('the catalogue, through the `of` format', () => {
  it("elides the child's name in the family export button, as i18next does in the app", async () => {
    const { translateFamily } = await import('../../src/i18n/family-catalogs.ts');
    expect(translateFamily('fr', 'familyPrivacy.export.child', { name: 'Inès Roussel' })).toBe("Télécharger les données d'Inès Roussel");
    expect(translateFamily('fr', 'familyPrivacy.export.child', { name: 'Léo Roussel' })).toBe('Télécharger les données de Léo Roussel');
    expect(translateFamily('en', 'familyPrivacy.export.child', { name: 'Inès Roussel' })).toBe("Download Inès Roussel's data");
  });
});
