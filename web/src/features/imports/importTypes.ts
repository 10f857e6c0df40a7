import { RoleLevel } from '../../app/access';

/** Spec part 3 §2.4 and §7: the import types, their template downloads and upload operations. */
export interface ImportTypeInfo {
  dataType: 'Products' | 'Customers' | 'Address' | 'Users';
  title: string;
  description: string;
  download: string;
  fileName: string;
  upload: string;
  /** the lowest role level that may import it: products are changed at level 9 only, in the form and the import alike */
  minLevel: number;
}

export const IMPORT_TYPES: readonly ImportTypeInfo[] = [
  {
    dataType: 'Products',
    title: 'Products',
    description: 'Names, part numbers, configurator settings, stock and prices.',
    download: 'downloadProductTemplate',
    fileName: 'ProductTemplate.xlsx',
    upload: 'importProducts',
    minLevel: RoleLevel.SuperAdmin,
  },
  {
    dataType: 'Customers',
    title: 'Customers',
    description: 'Companies with their ERP id, primary contact and billing address.',
    download: 'downloadCustomerTemplate',
    fileName: 'CustomerTemplate.xlsx',
    upload: 'importCustomers',
    minLevel: RoleLevel.SystemAdmin,
  },
  {
    dataType: 'Address',
    title: 'Shipping Addresses',
    description: "Shipping addresses added to one customer's address book.",
    download: 'downloadAddressTemplate',
    fileName: 'AddressTemplate.xlsx',
    upload: 'importAddress',
    minLevel: RoleLevel.SystemAdmin,
  },
  {
    dataType: 'Users',
    title: 'Users',
    description: 'Accounts with their role, checkout type and first password.',
    download: 'downloadUserTemplate',
    fileName: 'UserTemplate.xlsx',
    upload: 'importUsers',
    minLevel: RoleLevel.SystemAdmin,
  },
];

/** The import types a user of this role level may use. */
export const importTypesFor = (roleLevel: number) => IMPORT_TYPES.filter((type) => roleLevel >= type.minLevel);

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
