import { z } from 'zod';
import { csiAdapter } from './csi.ts';
import { visualAdapter } from './visual.ts';
import type { ErpAdapter } from './types.ts';
import { ErpError } from './types.ts';
import type { OutboundPolicy } from './outbound.ts';
import { inSpan } from '../observability/tracing.ts';

/** The built-in ERP: the application itself records the order and numbers it. */
export function defaultErpAdapter(): ErpAdapter {
  return {
    name: 'default',
    async submitOrder(order) {
      // Zero-padded so the text order of erpOrderNo follows the numbers.
      return { erpOrderNo: `QC-${String(order.quoteId).padStart(8, '0')}`, orderStatus: 'O', csiStatus: null };
    },
    async fetchStatuses() {
      return [];
    },
  };
}

const csiSettings = z.object({ baseUrl: z.string().url(), config: z.string().min(1), token: z.string().min(1) });
const visualSettings = z.object({
  baseUrl: z.string().url(),
  site: z.string().min(1),
  username: z.string().min(1),
  password: z.string(),
});

/**
 * The adapter for a platform's integration (default, visual or CSI) and its integrationSettings;
 * `config.erpAllowPrivateHosts` decides whether it may call private addresses.
 */
export function erpAdapterFor(
  platform: { integration: string; integrationSettings: unknown },
  config: { erpAllowPrivateHosts: boolean; erpTimeoutSeconds?: number },
): ErpAdapter {
  return traced(adapterFor(platform, config));
}

/** Each call to the ERP is a span of its own when tracing (its HTTP calls inside it). */
function traced(adapter: ErpAdapter): ErpAdapter {
  const attributes = { 'quotecraft.erp': adapter.name };
  return {
    name: adapter.name,
    submitOrder: (order) =>
      inSpan(`ERP ${adapter.name} submitOrder`, { attributes: { ...attributes, 'quotecraft.quote_id': order.quoteId } }, () => adapter.submitOrder(order)),
    fetchStatuses: (erpOrderNos) =>
      inSpan(`ERP ${adapter.name} fetchStatuses`, { attributes: { ...attributes, 'quotecraft.erp.orders': erpOrderNos.length } }, () => adapter.fetchStatuses(erpOrderNos)),
  };
}

function adapterFor(platform: { integration: string; integrationSettings: unknown }, config: { erpAllowPrivateHosts: boolean; erpTimeoutSeconds?: number }): ErpAdapter {
  const policy: OutboundPolicy = { allowPrivateHosts: config.erpAllowPrivateHosts, timeoutMs: (config.erpTimeoutSeconds ?? 30) * 1000 };
  const integration = platform.integration.toLowerCase();
  if (integration === 'csi') {
    const parsed = csiSettings.safeParse(platform.integrationSettings ?? {});
    if (!parsed.success) throw new ErpError('The CSI integration is not configured for this platform.');
    return csiAdapter(parsed.data, policy);
  }
  if (integration === 'visual') {
    const parsed = visualSettings.safeParse(platform.integrationSettings ?? {});
    if (!parsed.success) throw new ErpError('The VISUAL integration is not configured for this platform.');
    return visualAdapter(parsed.data, policy);
  }
  return defaultErpAdapter();
}
