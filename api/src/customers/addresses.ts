import { z } from 'zod';
import type { Context, Viewer } from '../schema/context.ts';
import { requireViewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { addressScopeWhere, canEditCustomer } from './access.ts';

export const ADDRESS_TYPE = { billing: 1, shipping: 2 } as const;

const optionalText = z.string().trim().max(200).nullish().transform((v) => (v ? v : null));
const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);

/** Spec part 1 §5: City, State, Country and Zip are required; Address, Address2 and County may be empty. */
export const addressInputSchema = z.object({
  address: optionalText,
  address2: optionalText,
  city: required('City is required.'),
  county: optionalText,
  // The State select's placeholder value "default" means no state.
  state: z.preprocess((v) => (v === 'default' ? '' : v), required('State is required.')),
  zip: required('Zip Code is required.'),
  country: required('Country is required.'),
  addressType: z.coerce.number().int().refine((t) => t === 1 || t === 2, 'Address type must be 1 (Billing) or 2 (Shipping).').default(ADDRESS_TYPE.shipping),
  customerId: z.coerce.number().int().positive().nullish(),
  name: optionalText,
  shipCode: optionalText,
  pid: z.coerce.number().int().positive().nullish(),
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
  await ctx.prisma.address.delete({ where: { id } });
  return existing;
}

export function listAddresses(ctx: Context) {
  const viewer = requireViewer(ctx.viewer);
  return ctx.prisma.address.findMany({ where: addressScopeWhere(viewer), orderBy: [{ address: 'asc' }, { id: 'asc' }], take: 1000 });
}
