import { z } from 'zod';
import type { Viewer } from '../schema/access.ts';
import { seesCustomerErpId } from '../schema/visibility.ts';

/**
 * A customer row as a viewer may see it: the ERP id only where `seesCustomerErpId` allows it
 * (null otherwise). The one place a REST answer's customer shape is decided.
 */
export function presentCustomer<T extends { id: number; pid: number; erpId?: string | null }>(viewer: Viewer | null, customer: T): T {
  if (!('erpId' in customer) || customer.erpId == null || seesCustomerErpId(viewer, customer)) return customer;
  return { ...customer, erpId: null };
}

export interface AddressRow {
  id: number;
  pid: number;
  customerId: number | null;
  address: string | null;
  address2: string | null;
  city: string;
  county: string | null;
  state: string;
  zip: string;
  country: string;
  addressType: number;
  name: string | null;
  displayOrder: number;
}

export const addressAnswer = z.object({
  id: z.number(),
  pid: z.number(),
  Address: z.string().nullable(),
  Address2: z.string().nullable(),
  City: z.string(),
  County: z.string().nullable(),
  State: z.string(),
  Zip: z.string(),
  Country: z.string(),
  AddressType: z.number().describe('1 Billing, 2 Shipping'),
  Name: z.string().nullable(),
  displayOrder: z.number(),
  customerId: z.number().nullable(),
});

/** An address in the spec's names (part 1 §3, part 2 §3, part 3 §3). */
export function presentAddress(address: AddressRow): z.infer<typeof addressAnswer> {
  return {
    id: address.id,
    pid: address.pid,
    Address: address.address,
    Address2: address.address2,
    City: address.city,
    County: address.county,
    State: address.state,
    Zip: address.zip,
    Country: address.country,
    AddressType: address.addressType,
    Name: address.name,
    displayOrder: address.displayOrder,
    customerId: address.customerId,
  };
}

export interface ContactRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  altPhone: string | null;
}

export const contactAnswer = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  altPhone: z.string().nullable(),
});

export const presentContact = (contact: ContactRow): z.infer<typeof contactAnswer> => ({
  id: contact.id,
  firstName: contact.firstName,
  lastName: contact.lastName,
  email: contact.email,
  phone: contact.phone,
  altPhone: contact.altPhone,
});

export interface CustomerRecordRow {
  id: number;
  pid: number;
  erpId: string | null;
  companyName: string;
  description: string;
  cpqProfileOption: string | null;
  billingAddress?: AddressRow | null;
  primaryContact?: ContactRow | null;
  /** the shipping addresses, when loaded */
  addresses?: AddressRow[];
}

export const customerRecordAnswer = z.object({
  customer: z.object({
    id: z.number(),
    pid: z.number(),
    erpId: z.string().nullable().describe('null unless the caller may see ERP ids'),
    companyName: z.string(),
    description: z.string(),
    cpqProfileOption: z.string().nullable(),
  }),
  billingAddress: addressAnswer.nullable(),
  contact: contactAnswer.nullable().describe('the primary contact'),
  shippingAddresses: z.array(addressAnswer).optional().describe('getCustomer only'),
});

/**
 * A customer record as the spec lists it (part 2 §3, part 3 §3): `customer` (id, erpId,
 * companyName, pid and the form's description and cpqProfileOption), its `billingAddress` and
 * primary `contact`, and its shipping addresses when they were loaded.
 */
export function presentCustomerRecord(viewer: Viewer | null, row: CustomerRecordRow): z.infer<typeof customerRecordAnswer> {
  const customer = presentCustomer(viewer, {
    id: row.id,
    pid: row.pid,
    erpId: row.erpId,
    companyName: row.companyName,
    description: row.description,
    cpqProfileOption: row.cpqProfileOption,
  });
  return {
    customer,
    billingAddress: row.billingAddress ? presentAddress(row.billingAddress) : null,
    contact: row.primaryContact ? presentContact(row.primaryContact) : null,
    ...(row.addresses ? { shippingAddresses: row.addresses.map(presentAddress) } : {}),
  };
}
