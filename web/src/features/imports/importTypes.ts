import { importRefusal, IMPORTS_MIN_LEVEL } from '@quotecraft/rules/imports';

/** Spec part 3 §2.4 and §7: the import types, their template downloads and upload operations. */
export interface ImportTypeInfo {
  dataType: 'Products' | 'Customers' | 'Address' | 'Users';
  title: string;
  description: string;
  download: string;
  fileName: string;
  upload: string;
}

export const IMPORT_TYPES: readonly ImportTypeInfo[] = [
  {
    dataType: 'Products',
    title: 'Products',
    description: 'Names, part numbers, configurator settings, stock and prices.',
    download: 'downloadProductTemplate',
    fileName: 'ProductTemplate.xlsx',
    upload: 'importProducts',
  },
  {
    dataType: 'Customers',
    title: 'Customers',
    description: 'Companies with their ERP id, primary contact and billing address.',
    download: 'downloadCustomerTemplate',
    fileName: 'CustomerTemplate.xlsx',
    upload: 'importCustomers',
  },
  {
    dataType: 'Address',
    title: 'Shipping Addresses',
    description: "Shipping addresses added to one customer's address book.",
    download: 'downloadAddressTemplate',
    fileName: 'AddressTemplate.xlsx',
    upload: 'importAddress',
  },
  {
    dataType: 'Users',
    title: 'Users',
    description: 'Accounts with their role, checkout type and first password.',
    download: 'downloadUserTemplate',
    fileName: 'UserTemplate.xlsx',
    upload: 'importUsers',
  },
];

/**
 * The import cards a user of this role level sees (all of them from level 5, spec part 3 §2.4), each
 * with the reason it may not be used, or null: products are changed at level 9 only, in the form and
 * the import alike (part 2 §6), and the server refuses with the same words.
 */
export const importCardsFor = (roleLevel: number) =>
  roleLevel < IMPORTS_MIN_LEVEL ? [] : IMPORT_TYPES.map((type) => ({ type, refusal: importRefusal(type.dataType, roleLevel) }));

/** The import types a user of this role level may use. */
export const importTypesFor = (roleLevel: number) => importCardsFor(roleLevel).flatMap((card) => (card.refusal ? [] : [card.type]));

export const importTypeFor = (dataType: string | undefined, roleLevel: number) => importTypesFor(roleLevel).find((type) => type.dataType === dataType);

export const IMPORT_PATH = '/api/v1/importManagement';

export const VALIDATION_FAILED = 'Form failed to validate, see issues below';
export const FIX_ERRORS_HEADING = 'Please fix the following the errors in your spreadsheet and reupload file to import items:';
export const UPLOAD_FAILED = 'An error occured while uploading';

export interface RowError {
  row: number;
  column: string;
  value: string;
  message: string;
}

/** The upload answer's result: a validity flag and a message, a row error list or a formatting error. */
export type ImportResult = [true, string] | [false, RowError[] | string];

export interface UploadAnswer {
  success: boolean;
  result: ImportResult | null;
  error: string | null;
}

/** Downloads a template with the session's token; errors are ignored (spec part 3 §8). */
export async function downloadTemplate(info: ImportTypeInfo, headers: Record<string, string>) {
  try {
    const response = await fetch(`${IMPORT_PATH}/${info.download}`, { headers });
    if (!response.ok) return;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = info.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch {
    // Template download errors are ignored.
  }
}

/** What the results area shows after an upload. */
export type Outcome =
  | { kind: 'invalid'; detail: RowError[] | string }
  | { kind: 'failed'; detail: string | null }
  | { kind: 'done'; message: string }
  | null;
