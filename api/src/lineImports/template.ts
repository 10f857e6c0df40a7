import ExcelJS from 'exceljs';
import { displayValue } from '../configurator/engine.ts';
import type { CompiledModel, CompiledOption } from '../configurator/model.ts';
import { addSafeRow } from '../imports/templates.ts';

/** The quantity column after the option columns of a line template. */
export const QUANTITY_COLUMN = 'Quantity';
/** The rejected rows file's last column. */
export const ERROR_COLUMN = 'Error';

export interface LineColumn {
  /** the heading: the option's caption (with its id when two options share a caption) */
  heading: string;
  option: CompiledOption;
}

/** One column per option of the model, in the model's order, headed by its caption. */
export function lineColumns(model: CompiledModel): LineColumn[] {
  const counts = new Map<string, number>();
  for (const option of model.options) counts.set(option.def.caption, (counts.get(option.def.caption) ?? 0) + 1);
  return model.options.map((option) => ({
    heading: (counts.get(option.def.caption) ?? 0) > 1 ? `${option.def.caption} (${option.def.id})` : option.def.caption,
    option,
  }));
}

export const templateHeadings = (columns: readonly LineColumn[]) => [...columns.map((column) => column.heading), QUANTITY_COLUMN];

/** What a cell of the option may hold, as offered in the template's dropdown: the values' captions, Yes/No for a checkbox. */
export function allowedEntries(option: CompiledOption): string[] {
  if (option.def.displayType === 'CheckBox') return ['Yes', 'No'];
  return option.values.map((entry) => entry.def.caption ?? displayValue(option, entry.def.value) ?? String(entry.def.value));
}

/** The option's rules in words: allowed values or range, when it shows, when it is required, and the constraints it takes part in. */
export function optionRules(model: CompiledModel, option: CompiledOption): string[] {
  const { def } = option;
  const rules: string[] = [];
  if (def.displayType === 'CheckBox') rules.push('Yes or No.');
  else if (option.values.length) {
    const entries = option.values.map((entry) => {
      const shown = displayValue(option, entry.def.value) ?? String(entry.def.value);
      const caption = entry.def.caption && entry.def.caption !== shown ? `${entry.def.caption} (${shown})` : shown;
      const limits = [entry.visibleWhen && `shown only when ${entry.visibleWhen.text}`, entry.enabledWhen && (entry.def.reason ?? `available only when ${entry.enabledWhen.text}`)].filter(Boolean);
      return limits.length ? `${caption}: ${limits.map((limit) => String(limit).replace(/\.$/, '')).join('; ')}` : caption;
    });
    rules.push(`One of: ${entries.join(' | ')}.`);
  } else if (def.range) {
    const step = def.range.increment ? ` in steps of ${def.range.increment}` : '';
    rules.push(`A number from ${def.range.min} to ${def.range.max}${step}${def.displayFormat === 'Fraction' ? ' (fractions such as 20 1/4 allowed)' : ''}.`);
  } else if (option.numeric) rules.push('A number.');
  else rules.push('Text.');
  if (def.required) rules.push('Required.');
  if (option.requiredWhen) rules.push(`Required when ${option.requiredWhen.text}.`);
  if (option.visibleWhen) rules.push(def.reason && !option.enabledWhen ? def.reason : `Shown only when ${option.visibleWhen.text}; leave it blank otherwise.`);
  if (option.enabledWhen) rules.push(def.reason ?? `Available only when ${option.enabledWhen.text}.`);
  if (def.default != null && def.default !== '') rules.push(`Blank takes the default: ${displayValue(option, def.default as never) ?? def.default}.`);
  for (const index of option.constraints) {
    const constraint = model.constraints[index]!;
    if (constraint.severity === 1) rules.push(constraint.message);
  }
  return rules;
}

/** Spreadsheet column letters of a 1-based index. */
function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Rows of the template that carry the dropdowns and number checks. */
export const TEMPLATE_INPUT_ROWS = 1000;

/**
 * The line template of a product's model: a Lines sheet (the first, read by the import) with one
 * column per option caption and a Quantity column, each option's allowed values as an in-cell
 * dropdown (lists held on a hidden Values sheet) and ranges as number checks, each heading's note
 * holding the option's rules; then a Rules sheet with a row of rules per option.
 */
export async function buildLineTemplate(model: CompiledModel, product: { name: string; productNumber: string }, modelVersion: number): Promise<Buffer> {
  const columns = lineColumns(model);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'QuoteCraft';
  const sheet = workbook.addWorksheet('Lines');
  const rulesSheet = workbook.addWorksheet('Rules');
  const valuesSheet = workbook.addWorksheet('Values', { state: 'veryHidden' });

  const header = addSafeRow(sheet, templateHeadings(columns));
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const last = TEMPLATE_INPUT_ROWS + 1;

  columns.forEach(({ heading, option }, index) => {
    const letter = columnLetter(index + 1);
    sheet.getColumn(index + 1).width = Math.min(40, Math.max(14, heading.length + 4));
    const rules = optionRules(model, option);
    sheet.getCell(`${letter}1`).note = rules.join('\n');
    const entries = allowedEntries(option);
    let validation: ExcelJS.DataValidation | null = null;
    if (entries.length) {
      const valuesColumn = columnLetter(index + 1);
      entries.forEach((entry, row) => {
        valuesSheet.getCell(`${valuesColumn}${row + 1}`).value = entry;
      });
      validation = {
        type: 'list',
        allowBlank: true,
        formulae: [`Values!$${valuesColumn}$1:$${valuesColumn}$${entries.length}`],
        showErrorMessage: true,
        errorStyle: 'warning',
        errorTitle: heading,
        error: `Choose one of the listed values of ${heading}.`,
      };
    } else if (option.def.range && option.def.displayFormat !== 'Fraction') {
      validation = {
        type: 'decimal',
        operator: 'between',
        allowBlank: true,
        formulae: [option.def.range.min, option.def.range.max],
        showErrorMessage: true,
        errorStyle: 'warning',
        errorTitle: heading,
        error: `${heading} is a number from ${option.def.range.min} to ${option.def.range.max}.`,
      };
    }
    if (validation) for (let row = 2; row <= last; row++) sheet.getCell(`${letter}${row}`).dataValidation = validation;
  });
  const quantityLetter = columnLetter(columns.length + 1);
  sheet.getColumn(columns.length + 1).width = 12;
  sheet.getCell(`${quantityLetter}1`).note = 'A whole number of at least 1; blank is 1.';
  for (let row = 2; row <= last; row++) {
    sheet.getCell(`${quantityLetter}${row}`).dataValidation = {
      type: 'whole',
      operator: 'greaterThanOrEqual',
      allowBlank: true,
      formulae: [1],
      showErrorMessage: true,
      errorStyle: 'warning',
      errorTitle: QUANTITY_COLUMN,
      error: 'Quantity is a whole number of at least 1.',
    };
  }

  rulesSheet.columns = [
    { header: 'Column', width: 30 },
    { header: 'Rules', width: 120 },
  ];
  rulesSheet.getRow(1).font = { bold: true };
  addSafeRow(rulesSheet, ['Product', `${product.name} (${product.productNumber}), model version ${modelVersion}`]);
  addSafeRow(rulesSheet, ['How to fill', 'One configured item per row of the Lines sheet. A blank cell takes the option\'s default. Type values, not formulas.']);
  for (const { heading, option } of columns) {
    const row = addSafeRow(rulesSheet, [heading, optionRules(model, option).join(' ')]);
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  addSafeRow(rulesSheet, [QUANTITY_COLUMN, 'A whole number of at least 1; blank is 1.']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
