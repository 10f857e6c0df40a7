import { importRefusal, IMPORTS_MIN_LEVEL } from '@quotecraft/rules/imports';
import { saveBlob, saveFile } from '../../ui/download';

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
export const DRY_RUN_HEADING = 'Dry run: nothing was written';
export const COMMITTED_HEADING = 'Imported';
export const STOPPED_HEADING = 'The import stopped part-way';
/** Rows listed on screen at most; the rejected rows file has every one. */
export const LISTED_ROWS = 500;
export const UPLOAD_FAILED = 'An error occured while uploading';

export type RowOutcome = 'created' | 'updated' | 'unchanged' | 'error';

/** One row's result in an import's answer. */
export interface RowResult {
  row: number;
  outcome: RowOutcome;
  column: string | null;
  message: string | null;
  note: string | null;
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  error: number;
}

/**
 * An import's answer: `ok` false with `message` when the file is not the template; otherwise every
 * row's result. A commit that stopped part-way answers `ok` false with its `importId` and every
 * row's result, the rows not written as errors in its rejected rows file (`importStopped`).
 */
export interface ImportAnswer {
  ok: boolean;
  dryRun: boolean;
  message: string;
  importId: number | null;
  counts: ImportCounts;
  results: RowResult[];
}

/** A commit that stopped part-way: kept in the history as stopped, unlike a file that is not the template. */
export const importStopped = (answer: ImportAnswer) => !answer.ok && answer.importId != null;

export interface UploadAnswer {
  success: boolean;
  result: ImportAnswer | null;
  error: string | null;
}

/** Saves a file answered by a download call (POST with a JSON body) under `fileName`; false when it failed. */
export async function saveDownload(operation: string, body: unknown, fileName: string, headers: Record<string, string>): Promise<boolean> {
  try {
    const response = await fetch(`${IMPORT_PATH}/${operation}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) return false;
    await saveFile(response, fileName);
    return true;
  } catch {
    return false;
  }
}

/** Downloads a template with the session's token; errors are ignored (spec part 3 §8). */
export async function downloadTemplate(info: ImportTypeInfo, headers: Record<string, string>) {
  try {
    const response = await fetch(`${IMPORT_PATH}/${info.download}`, { headers });
    if (!response.ok) return;
    saveBlob(await response.blob(), info.fileName);
  } catch {
    // Template download errors are ignored.
  }
}

/** What the results area shows after an upload. */
export type Outcome =
  | { kind: 'answer'; answer: ImportAnswer }
  | { kind: 'failed'; detail: string | null }
  | null;
