/** A stretch of a group's fields that sit in the same object, titled by that object when it holds several. */
export interface FieldRun {
  /** Path of the object the fields sit in; absent for fields that read well on their own. */
  parent?: string;
  units: string[];
}

const parentOf = (unit: string) => (unit.includes('.') ? unit.slice(0, unit.lastIndexOf('.')) : undefined);

/**
 * A group's fields cut where their object changes, so that a nested field's label ('Numéro') reads under its
 * object's title ('Extrait de casier judiciaire'). A lone nested field needs no title (its label says enough:
 * 'Programme'), and the fields without a title are kept together.
 */
export function fieldRuns(units: readonly string[]): FieldRun[] {
  const byParent: FieldRun[] = [];
  for (const unit of units) {
    const parent = parentOf(unit);
    const last = byParent.at(-1);
    if (last && last.parent === parent) last.units.push(unit);
    else byParent.push({ ...(parent !== undefined && { parent }), units: [unit] });
  }
  const runs: FieldRun[] = [];
  for (const run of byParent) {
    const titled = run.parent !== undefined && run.units.length > 1;
    const last = runs.at(-1);
    if (!titled && last && last.parent === undefined) last.units.push(...run.units);
    else runs.push(titled ? run : { units: [...run.units] });
  }
  return runs;
}
