// Import rules (spec part 3 §2.4, part 2 §6): the import cards are listed from level 5; product fields
// are changed at level 9 only, so a level-5 administrator sees the Products card with this reason and
// the server refuses the upload with the same words.

export type ImportDataType = 'Products' | 'Customers' | 'Address' | 'Users';

/** The lowest role level that may list the import cards. */
export const IMPORTS_MIN_LEVEL = 5;

export const PRODUCT_IMPORT_REFUSAL = 'Only a super administrator can import products.';

const MIN_LEVEL: Record<ImportDataType, number> = { Products: 9, Customers: 5, Address: 5, Users: 5 };

/** Why a user of this level may not use an import type, or null when they may. */
export function importRefusal(dataType: ImportDataType, roleLevel: number): string | null {
  if (roleLevel >= MIN_LEVEL[dataType]) return null;
  return dataType === 'Products' ? PRODUCT_IMPORT_REFUSAL : 'You do not have access to this.';
}

/**
 * The platform setting that lets imports take a formula cell's last calculated value (the row then
 * says so); off, a formula cell is refused. Only a super administrator changes it: the platform
 * form shows this sentence to everyone else, and the server refuses the change with it.
 */
export const FORMULA_RESULTS_LABEL = "Imports take formulas' calculated values";
export const FORMULA_RESULTS_HELP = "When on, a spreadsheet cell holding a formula is imported as its last calculated value and the row says so; when off, such a row is refused.";
export const FORMULA_RESULTS_SUPER_ONLY = 'Only a super administrator changes whether imports take formula results.';
