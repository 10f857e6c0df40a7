import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context, Viewer } from '../schema/context.ts';
import { isSuperAdmin } from '../schema/context.ts';
import { administers, requireViewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { parseInput } from '../platforms/input.ts';
import { customerScopeWhere } from './access.ts';
import { ADDRESS_TYPE, parseAddressInput } from './addresses.ts';

export const CUSTOMER_DESCRIPTION_MAX = 500;

const text = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

const contactSchema = z.object({
  firstName: z.string().trim().max(100).nullish().transform((v) => v ?? ''),
  lastName: z.string().trim().max(100).nullish().transform((v) => v ?? ''),
  email: text(200).refine((v) => v == null || z.email().safeParse(v).success, 'Invalid email address.'),
  phone: text(40),
  altPhone: text(40),
});

const customerSchema = z.object({
  companyName: z.string({ error: 'Company Name is required.' }).trim().min(1, 'Company Name is required.').max(200),
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

/** The spec's customer rows: the customer and its billing address. */
export async function listCustomers(ctx: Context, filter: CustomerFilter = {}) {
  const customers = await ctx.prisma.customer.findMany({
    where: customerWhere(ctx, filter),
    include: { billingAddress: true },
    orderBy: [{ erpId: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
    take: 1000,
  });
  return customers.map(({ billingAddress, ...customer }) => ({
    customer: { id: customer.id, erpId: customer.erpId, companyName: customer.companyName, pid: customer.pid },
    billingAddress: billingAddress
      ? { Address: billingAddress.address, Address2: billingAddress.address2, City: billingAddress.city, State: billingAddress.state, Zip: billingAddress.zip }
      : null,
  }));
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

function isBlankAddress(address: Record<string, unknown> | null | undefined) {
  if (!address) return true;
  return ['address', 'address2', 'city', 'state', 'zip'].every((key) => {
    const v = address[key];
    return v == null || v === '' || v === 'default';
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

export async function deleteCustomer(ctx: Context, id: number) {
  const viewer = requireViewer(ctx.viewer);
  const existing = await loadAdministered(ctx, viewer, id);
  await ctx.prisma.customer.delete({ where: { id } });
  return existing;
}
