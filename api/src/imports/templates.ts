import ExcelJS from 'exceljs';

export const IMPORT_TYPES = ['Products', 'Customers', 'Address', 'Users'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** Spec part 3 §2.4: the template columns, in order. */
export const TEMPLATE_COLUMNS: Record<ImportType, readonly string[]> = {
  Products: ['Name', 'Part #', 'Description', 'Header', 'App. Instance', 'App. Name', 'Profile', 'Ruleset', 'Namespace', 'Server', 'Stock', 'Price', 'Related'],
  Customers: ['Company', 'ERP ID', 'Description', 'First', 'Last', 'Email', 'Phone', 'Address 1', 'Address 2', 'City', 'State', 'Zip', 'Country'],
  Address: ['Address 1', 'Address 2', 'City', 'State', 'Zip', 'Country'],
  Users: ['Email Address', 'First Name', 'Last Name', 'User Role', 'Checkout Type (order or stripe)', 'Password'],
};

/** Spec part 3 §7: the download operation and file name of each template. */
export const TEMPLATE_DOWNLOADS: Record<string, { type: ImportType; fileName: string }> = {
  downloadProductTemplate: { type: 'Products', fileName: 'ProductTemplate.xlsx' },
  downloadCustomerTemplate: { type: 'Customers', fileName: 'CustomerTemplate.xlsx' },
  downloadAddressTemplate: { type: 'Address', fileName: 'AddressTemplate.xlsx' },
  downloadUserTemplate: { type: 'Users', fileName: 'UserTemplate.xlsx' },
};

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text that a spreadsheet program would run as a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe, so exported cells are always shown as text. Every export writes cells through this.
 */
export function neutraliseCell(value: unknown): unknown {
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
  return value;
}

/** A worksheet whose rows are written through `neutraliseCell`. */
export function addSafeRow(sheet: ExcelJS.Worksheet, values: readonly unknown[]) {
  return sheet.addRow(values.map(neutraliseCell));
}

export async function buildTemplate(type: ImportType): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'QuoteCraft';
  const sheet = workbook.addWorksheet(type);
  const header = addSafeRow(sheet, TEMPLATE_COLUMNS[type]);
  header.font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = Math.max(14, TEMPLATE_COLUMNS[type][index].length + 4);
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
