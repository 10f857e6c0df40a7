import { z } from 'zod';
import { audited } from '../audit/record.ts';
import { requiredError } from '../schema/zodMessages.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { administers, requireViewer, type Viewer, isSuperAdmin } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { parseInput } from '../schema/input.ts';
import { pageArgs, type ListPage } from '../schema/listPage.ts';
import { isEmailAddress, PASSWORD_MESSAGES } from '@quotecraft/rules/passwords';
import { STATE_MAX_LENGTH, blankState, normalizeState } from '@quotecraft/rules/addresses';
import { addressScopeWhere, canEditCustomer, customerScopeWhere } from './access.ts';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

export const ADDRESS_TYPE = { billing: 1, shipping: 2 } as const;

/** A State sent as "default" (the State select's placeholder) or blank means no state, on every path (forms, REST, imports). */
export const addressState = <T>(value: T): T | '' => (typeof value === 'string' ? blankState(value) : value) as T | '';

const optionalText = z.string().trim().max(200).nullish().transform((v) => (v ? v : null));
const required = (message: string) => z.string({ error: requiredError(message) }).trim().min(1, message).max(100);

/**
 * Spec part 1 §5: City, Country and Zip are required; Address, Address2 and County may be empty.
 * State is required for a US or Canadian address and must be one of its states or provinces,
 * stored by its two-letter code; optional text elsewhere (`normalizeState`, @quotecraft/rules).
 */
export const addressInputSchema = z
  .object({
    address: optionalText,
    address2: optionalText,
    city: required(FORM_MESSAGES.cityRequired),
    county: optionalText,
    state: z.string().trim().max(STATE_MAX_LENGTH).nullish(),
    zip: required(FORM_MESSAGES.zipRequired),
    country: required(FORM_MESSAGES.countryRequired),
    addressType: z.coerce.number().int().refine((t) => t === 1 || t === 2, 'Address type must be 1 (Billing) or 2 (Shipping).').default(ADDRESS_TYPE.shipping),
    customerId: z.coerce.number().int().positive().nullish(),
    name: optionalText,
    shipCode: optionalText,
    displayOrder: z.coerce.number({ error: 'Display order must be a whole number.' }).int('Display order must be a whole number.').min(0, 'Display order must be a whole number.').optional(),
    pid: z.coerce.number().int().positive().nullish(),
  })
  .transform((input, ctx) => {
    const state = normalizeState(input.state, input.country);
    if ('error' in state) {
      ctx.addIssue({ code: 'custom', message: state.error, path: ['state'] });
      return z.NEVER;
    }
    return { ...input, state: state.state };
  });
export type AddressInput = z.input<typeof addressInputSchema>;

export function parseAddressInput(input: unknown) {
  const parsed = addressInputSchema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError(issue.message, { field: issue.path.join('.') || undefined });
}

/** Every address has a ship code; a new one gets the next free number among its customer's addresses. */
async function nextShipCode(ctx: Context, customerId: number | null | undefined) {
  if (!customerId) return '0';
  const count = await ctx.prisma.address.count({ where: { customerId } });
  return String(count);
}

async function resolveCustomer(ctx: Context, viewer: Viewer, customerId: number | null | undefined, pid: number) {
  if (customerId == null) {
    if (viewer.roleLevel <= 1) throw forbidden();
    return null;
  }
  const customer = await ctx.prisma.customer.findUnique({ where: { id: customerId }, select: { id: true, pid: true } });
  if (!customer || !canEditCustomer(viewer, customer)) throw new AppError('Customer not found.', { field: 'customerId', code: 'NOT_FOUND' });
  if (customer.pid !== pid) throw new AppError('The customer belongs to another platform.', { field: 'customerId' });
  return customer;
}

export async function createAddress(ctx: Context, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  const input = parseAddressInput(rawInput);
  const pid = viewer.roleLevel >= 9 && input.pid ? input.pid : viewer.pid;
  const customerId = input.customerId ?? (viewer.roleLevel <= 1 ? viewer.customerId : null);
  await resolveCustomer(ctx, viewer, customerId, pid);
  const { pid: _pid, ...data } = input;
  return ctx.prisma.address.create({
    data: { ...data, pid, customerId, shipCode: data.shipCode ?? (await nextShipCode(ctx, customerId)) },
  });
}

async function loadEditableAddress(ctx: Context, viewer: Viewer, id: number) {
  const address = await ctx.prisma.address.findUnique({ where: { id } });
  if (!address || !canEditCustomer(viewer, { id: address.customerId, pid: address.pid })) throw notFound('Address');
  return address;
}

export async function updateAddress(ctx: Context, id: number, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  const existing = await loadEditableAddress(ctx, viewer, id);
  const input = parseAddressInput({ ...existing, ...(rawInput as object) });
  const customerId = input.customerId ?? existing.customerId;
  if (customerId !== existing.customerId) await resolveCustomer(ctx, viewer, customerId, existing.pid);
  const { pid: _pid, ...data } = input;
  return ctx.prisma.address.update({
    where: { id },
    data: { ...data, customerId, shipCode: data.shipCode ?? existing.shipCode ?? (await nextShipCode(ctx, customerId)) },
  });
}

export async function deleteAddress(ctx: Context, id: number) {
  const viewer = requireViewer(ctx.viewer);
  const existing = await loadEditableAddress(ctx, viewer, id);
  await audited(ctx, { action: 'delete', entity: 'Address', ids: [id] }, (tx) => tx.address.delete({ where: { id } }));
  return existing;
}

export async function listAddresses(ctx: Context, page: ListPage) {
  const where = addressScopeWhere(requireViewer(ctx.viewer));
  const [rows, total] = await Promise.all([
    ctx.prisma.address.findMany({ where, orderBy: [{ address: 'asc' }, { id: 'asc' }], ...pageArgs(page) }),
    ctx.prisma.address.count({ where }),
  ]);
  return { rows, total };
}

export const CUSTOMER_DESCRIPTION_MAX = 500;

const text = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

export const contactSchema = z.object({
  firstName: z.string().trim().max(100).nullish().transform((v) => v ?? ''),
  lastName: z.string().trim().max(100).nullish().transform((v) => v ?? ''),
  email: text(200).refine((v) => v == null || isEmailAddress(v), PASSWORD_MESSAGES.emailInvalid),
  phone: text(40),
  altPhone: text(40),
});

/** The customer form's rules (REST, GraphQL and the customer import); a billing address is checked by addressInputSchema. */
export const customerSchema = z.object({
  companyName: z.string({ error: requiredError(FORM_MESSAGES.companyNameRequired) }).trim().min(1, FORM_MESSAGES.companyNameRequired).max(200),
  erpId: text(100),
  description: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= CUSTOMER_DESCRIPTION_MAX, `Description must be at most ${CUSTOMER_DESCRIPTION_MAX} characters.`),
  cpqProfileOption: text(100),
  contact: contactSchema.nullish(),
  billingAddress: z.record(z.string(), z.unknown()).nullish(),
  pid: z.coerce.number().int().positive().nullish(),
});

export interface CustomerFilter {
  pid?: number | null;
  hasERP?: boolean | null;
  groupId?: number | null;
  groupIds?: readonly number[] | null;
  search?: string | null;
}

export function customerWhere(ctx: Context, filter: CustomerFilter = {}): Prisma.CustomerWhereInput {
  const viewer = requireViewer(ctx.viewer);
  const and: Prisma.CustomerWhereInput[] = [customerScopeWhere(viewer)];
  if (isSuperAdmin(viewer) && filter.pid != null) and.push({ pid: filter.pid });
  if (filter.hasERP) and.push({ erpId: { not: null } }, { NOT: { erpId: '' } });
  const groups = [...(filter.groupIds ?? []), ...(filter.groupId != null ? [filter.groupId] : [])];
  if (groups.length) and.push({ groupsDefault: { some: { id: { in: groups } } } });
  const term = filter.search?.trim();
  if (term) {
    const contains = { contains: term, mode: 'insensitive' as const };
    and.push({ OR: [{ companyName: contains }, { erpId: contains }, { billingAddress: { OR: [{ address: contains }, { city: contains }, { state: contains }, { zip: contains }] } }] });
  }
  return { AND: and };
}

/** The spec's customer rows: the customer with its billing address and primary contact (presented by `presentCustomerRecord`). */
export type CustomerOrderField = 'id' | 'erpId' | 'companyName';

/** The customer list's order: ERP ID (blank last) or another column, the id breaking ties. */
export function customerOrderBy(field: CustomerOrderField, direction: 'asc' | 'desc'): Prisma.CustomerOrderByWithRelationInput[] {
  if (field === 'id') return [{ id: direction }];
  if (field === 'erpId') return [{ erpId: { sort: direction, nulls: 'last' } }, { id: direction }];
  return [{ [field]: direction }, { id: direction }];
}

export interface AddressFilter {
  search?: string | null;
  addressType?: number | null;
  customerId?: number | null;
  pid?: number | null;
}

/** The addresses a viewer may list, narrowed by type, customer, platform (level 9) and a search of the address fields. */
export function addressListWhere(viewer: Viewer, filter: AddressFilter = {}): Prisma.AddressWhereInput {
  const and: Prisma.AddressWhereInput[] = [addressScopeWhere(viewer)];
  if (isSuperAdmin(viewer) && filter.pid != null) and.push({ pid: filter.pid });
  if (filter.addressType != null) and.push({ addressType: filter.addressType });
  if (filter.customerId != null) and.push({ customerId: filter.customerId });
  const term = filter.search?.trim();
  if (term) {
    const contains = { contains: term, mode: 'insensitive' as const };
    and.push({ OR: [{ address: contains }, { address2: contains }, { city: contains }, { state: contains }, { zip: contains }] });
  }
  return { AND: and };
}

export type AddressOrderField = 'id' | 'address' | 'city' | 'state' | 'zip';

/** The address list's order: Address (then Address 2) or another column, the id breaking ties. */
export function addressOrderBy(field: AddressOrderField, direction: 'asc' | 'desc'): Prisma.AddressOrderByWithRelationInput[] {
  if (field === 'id') return [{ id: direction }];
  if (field === 'address') return [{ address: { sort: direction, nulls: 'last' } }, { address2: { sort: direction, nulls: 'first' } }, { id: direction }];
  return [{ [field]: direction }, { id: direction }];
}

export async function listCustomers(ctx: Context, filter: CustomerFilter, page: ListPage) {
  const where = customerWhere(ctx, filter);
  const [rows, total] = await Promise.all([
    ctx.prisma.customer.findMany({
      where,
      include: { billingAddress: true, primaryContact: true },
      orderBy: [{ erpId: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
      ...pageArgs(page),
    }),
    ctx.prisma.customer.count({ where }),
  ]);
  return { rows, total };
}

async function loadAdministered(ctx: Context, viewer: Viewer, id: number) {
  const customer = await ctx.prisma.customer.findUnique({ where: { id } });
  if (!customer || !administers(viewer, customer.pid)) throw notFound('Customer');
  return customer;
}

export async function getCustomer(ctx: Context, id: number) {
  const viewer = requireViewer(ctx.viewer);
  const customer = await ctx.prisma.customer.findFirst({
    where: { AND: [{ id }, customerScopeWhere(viewer)] },
    include: { billingAddress: true, primaryContact: true, addresses: { where: { addressType: ADDRESS_TYPE.shipping }, orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }] } },
  });
  if (!customer) throw notFound('Customer');
  return customer;
}

/** An address with nothing in it (a State placeholder counts as nothing): no address is saved. */
export function isBlankAddress(address: Record<string, unknown> | null | undefined) {
  if (!address) return true;
  return ['address', 'address2', 'city', 'state', 'zip'].every((key) => {
    const v = address[key];
    return v == null || addressState(v) === '';
  });
}

async function assertErpIdFree(tx: Prisma.TransactionClient, pid: number, erpId: string | null, exceptId?: number) {
  if (!erpId) return;
  const clash = await tx.customer.findFirst({ where: { pid, erpId, ...(exceptId ? { NOT: { id: exceptId } } : {}) }, select: { id: true } });
  if (clash) throw new AppError(`ERP ID ${erpId} is already used by another customer.`, { field: 'erpId', code: 'CONFLICT' });
}

export async function createCustomer(ctx: Context, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  const input = parseInput(customerSchema, rawInput);
  // Another platform named by an administrator is refused, not replaced by their own.
  const pid = input.pid ? input.pid : viewer.pid;
  if (!administers(viewer, pid)) throw forbidden();
  const billing = isBlankAddress(input.billingAddress) ? null : parseAddressInput({ country: 'US', ...input.billingAddress, addressType: ADDRESS_TYPE.billing, customerId: null, pid: null });
  return ctx.prisma.$transaction(async (tx) => {
    await assertErpIdFree(tx, pid, input.erpId);
    const customer = await tx.customer.create({
      data: { pid, companyName: input.companyName, erpId: input.erpId, description: input.description, cpqProfileOption: input.cpqProfileOption },
    });
    const contact = await tx.contact.create({ data: { pid, customerId: customer.id, ...(input.contact ?? { firstName: '', lastName: '' }) } });
    const address = billing
      ? await tx.address.create({ data: { ...stripAddress(billing), pid, customerId: customer.id, addressType: ADDRESS_TYPE.billing, shipCode: billing.shipCode ?? '0' } })
      : null;
    return tx.customer.update({ where: { id: customer.id }, data: { primaryContactId: contact.id, billingAddressId: address?.id ?? null } });
  });
}

function stripAddress(address: ReturnType<typeof parseAddressInput>) {
  const { pid: _pid, customerId: _customerId, addressType: _type, ...rest } = address;
  return rest;
}

export async function updateCustomer(ctx: Context, id: number, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  const existing = await loadAdministered(ctx, viewer, id);
  const patch = (rawInput ?? {}) as Record<string, unknown>;
  const input = parseInput(customerSchema, {
    companyName: existing.companyName,
    erpId: existing.erpId,
    description: existing.description,
    cpqProfileOption: existing.cpqProfileOption,
    ...patch,
  });
  const billingPatch = 'billingAddress' in patch ? input.billingAddress : undefined;
  return ctx.prisma.$transaction(async (tx) => {
    await assertErpIdFree(tx, existing.pid, input.erpId, id);
    let primaryContactId = existing.primaryContactId;
    if (input.contact) {
      if (primaryContactId) await tx.contact.update({ where: { id: primaryContactId }, data: input.contact });
      else primaryContactId = (await tx.contact.create({ data: { pid: existing.pid, customerId: id, ...input.contact } })).id;
    }
    let billingAddressId = existing.billingAddressId;
    if (billingPatch !== undefined) {
      if (isBlankAddress(billingPatch)) {
        if (billingAddressId) await tx.address.delete({ where: { id: billingAddressId } });
        billingAddressId = null;
      } else {
        const current = billingAddressId ? await tx.address.findUnique({ where: { id: billingAddressId } }) : null;
        const billing = parseAddressInput({ country: 'US', ...(current ?? {}), ...billingPatch, addressType: ADDRESS_TYPE.billing, customerId: null, pid: null });
        if (current) await tx.address.update({ where: { id: current.id }, data: stripAddress(billing) });
        else
          billingAddressId = (
            await tx.address.create({ data: { ...stripAddress(billing), pid: existing.pid, customerId: id, addressType: ADDRESS_TYPE.billing, shipCode: billing.shipCode ?? '0' } })
          ).id;
      }
    }
    return tx.customer.update({
      where: { id },
      data: {
        companyName: input.companyName,
        erpId: input.erpId,
        description: input.description,
        cpqProfileOption: input.cpqProfileOption,
        primaryContactId,
        billingAddressId,
      },
    });
  });
}

/** Deletes a customer; answers it as it was, with its billing address and primary contact. */
export async function deleteCustomer(ctx: Context, id: number) {
  const viewer = requireViewer(ctx.viewer);
  await loadAdministered(ctx, viewer, id);
  const existing = await ctx.prisma.customer.findUniqueOrThrow({ where: { id }, include: { billingAddress: true, primaryContact: true } });
  await audited(ctx, { action: 'delete', entity: 'Customer', ids: [id] }, (tx) => tx.customer.delete({ where: { id } }));
  return existing;
}
