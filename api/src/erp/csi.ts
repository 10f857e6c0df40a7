import type { ErpAdapter, ErpOrder, ErpStatusReport } from './types.ts';
import { ErpError, erpFailure } from './types.ts';
import { outboundRequest, type OutboundPolicy } from './outbound.ts';

export interface CsiSettings {
  baseUrl: string;
  /** Mongoose configuration (site) name */
  config: string;
  /** a pre-issued IDO token */
  token: string;
}

interface IdoProperty {
  Name: string;
  Value: string | null;
  Modified: boolean;
  IsNull: boolean;
}

const prop = (name: string, value: string | number | null | undefined): IdoProperty => ({
  Name: name,
  Value: value == null ? null : String(value),
  Modified: true,
  IsNull: value == null,
});

interface IdoUpdateResponse {
  Success?: boolean;
  Message?: string | null;
  RefreshItems?: { Properties?: { Name: string; Value: string | null }[] }[];
}

/**
 * Infor CSI (SyteLine) through the Mongoose IDO REST service: the order header is inserted into
 * SLCos, its lines into SLCoitems, and status is read back from SLCos. The order's idempotency key
 * is kept on the header (Uf_SwiftsellOrderKey) and looked up before an order is inserted.
 */
export function csiAdapter(settings: CsiSettings, policy: OutboundPolicy): ErpAdapter {
  const base = settings.baseUrl.replace(/\/$/, '');
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    Authorization: settings.token,
    'X-Infor-MongooseConfig': settings.config,
  };

  async function call<T>(action: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const url = `${base}/IDORequestService/ido${path}`;
    let response;
    try {
      response = await outboundRequest(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, policy);
    } catch (error) {
      throw erpFailure('CSI', action, url, { error });
    }
    let json: any = null;
    try {
      json = response.text ? JSON.parse(response.text) : null;
    } catch {
      // fall through to the status check
    }
    const ok = response.status >= 200 && response.status < 300;
    if (!ok || json?.Success === false) {
      const detail = json?.Message ?? (response.text.slice(0, 2000) || response.statusText);
      throw erpFailure('CSI', action, url, { httpStatus: response.status, detail });
    }
    return json as T;
  }

  const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;

  async function loadOrderByKey(key: string) {
    const query = new URLSearchParams({ properties: 'CoNum,Stat', filter: `Uf_SwiftsellOrderKey = ${quoted(key)}`, recordCap: '1' });
    const result = await call<{ Items?: Record<string, string | null>[] }>('order', 'GET', `/load/SLCos?${query}`);
    const item = result.Items?.find((i) => i.CoNum);
    return item ? { coNum: item.CoNum!, stat: item.Stat ?? 'P' } : null;
  }

  async function insertLines(coNum: string, lines: ErpOrder['lines']) {
    await call<IdoUpdateResponse>('order', 'POST', '/update/SLCoitems', {
      IDOName: 'SLCoitems',
      RefreshAfterSave: false,
      Changes: lines.map((line) => ({
        Action: 1,
        ItemId: '',
        Properties: [
          prop('CoNum', coNum),
          prop('CoLine', line.lineNumber),
          prop('Item', line.partNumber),
          prop('Description', line.description),
          prop('QtyOrderedConv', line.quantity),
          prop('PriceConv', line.unitPrice),
          prop('Uf_ConfigurationId', line.configurationId),
          prop('Uf_HeaderId', line.headerId),
        ],
      })),
    });
  }

  return {
    name: 'CSI',
    async submitOrder(order: ErpOrder) {
      // A repeated attempt (same key) finds the order the ERP already holds, and adds only the
      // lines it is missing (an attempt that stopped between the header and its lines).
      const known = await loadOrderByKey(order.idempotencyKey);
      if (known) {
        const held = await call<{ Items?: Record<string, string | null>[] }>(
          'order',
          'GET',
          `/load/SLCoitems?${new URLSearchParams({ properties: 'CoNum,CoLine', filter: `CoNum = ${quoted(known.coNum)}`, recordCap: '0' })}`,
        );
        const heldLines = new Set((held.Items ?? []).map((item) => item.CoLine));
        const missing = order.lines.filter((line) => !heldLines.has(String(line.lineNumber)));
        if (missing.length > 0) await insertLines(known.coNum, missing);
        return { erpOrderNo: known.coNum, orderStatus: known.stat, csiStatus: 'W' };
      }
      const ship = order.shipTo;
      const header = await call<IdoUpdateResponse>('order', 'POST', '/update/SLCos?refresh=true', {
        IDOName: 'SLCos',
        RefreshAfterSave: true,
        Changes: [
          {
            Action: 1,
            ItemId: '',
            Properties: [
              prop('CoNum', null),
              prop('CustNum', order.customer.erpId),
              prop('CustPo', order.jobName),
              prop('Stat', 'P'),
              prop('Contact', order.contact ? `${order.contact.firstName} ${order.contact.lastName}`.trim() : null),
              prop('Phone', order.contact?.phone),
              prop('Email', order.contact?.email),
              prop('ShipCode', ship?.shipCode),
              prop('ShipToAddr1', ship?.address),
              prop('ShipToAddr2', ship?.address2),
              prop('ShipToCity', ship?.city),
              prop('ShipToState', ship?.state),
              prop('ShipToZip', ship?.zip),
              prop('ShipToCountry', ship?.country),
              prop('Uf_JobName', order.jobName),
              prop('Uf_Specifier', order.specifier),
              prop('Uf_SpecifierLocation', order.specifierLocation),
              prop('Uf_SwiftsellQuoteId', order.quoteId),
              prop('Uf_SwiftsellGuid', order.clientId),
              prop('Uf_SwiftsellOrderKey', order.idempotencyKey),
            ],
          },
        ],
      });
      const refreshed = header.RefreshItems?.[0]?.Properties ?? [];
      const coNum = refreshed.find((p) => p.Name === 'CoNum')?.Value;
      if (!coNum) throw new ErpError('The ERP did not return an order number.');
      const stat = refreshed.find((p) => p.Name === 'Stat')?.Value ?? 'P';
      await insertLines(coNum, order.lines);
      return { erpOrderNo: coNum, orderStatus: stat, csiStatus: 'W' };
    },
    async fetchStatuses(erpOrderNos: string[]): Promise<ErpStatusReport[]> {
      if (erpOrderNos.length === 0) return [];
      const filter = `CoNum IN (${erpOrderNos.map(quoted).join(',')})`;
      const query = new URLSearchParams({ properties: 'CoNum,Stat,Uf_CsiStatus', filter, recordCap: '0' });
      const result = await call<{ Items?: Record<string, string | null>[] }>('status request', 'GET', `/load/SLCos?${query}`);
      return (result.Items ?? [])
        .filter((item) => item.CoNum && item.Stat)
        .map((item) => ({ erpOrderNo: item.CoNum!, orderStatus: item.Stat!, csiStatus: item.Uf_CsiStatus ?? null }));
    },
  };
}
