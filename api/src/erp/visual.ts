import type { ErpAdapter, ErpOrder, ErpOrderAddress, ErpStatusReport } from './types.ts';
import { ErpError, erpFailure } from './types.ts';
import { outboundRequest, type OutboundPolicy } from './outbound.ts';

export interface VisualSettings {
  baseUrl: string;
  /** VISUAL site id */
  site: string;
  username: string;
  password: string;
}

const escapeXml = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const el = (name: string, value: unknown) => `<${name}>${escapeXml(value)}</${name}>`;

export function tagValue(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? match[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&') : null;
}

/** VISUAL order status → the spec's codes: Firmed → Planned, on Hold → Stopped, Released → Ordered, Closed → History. */
const VISUAL_STATUS: Record<string, string> = { F: 'P', H: 'S', R: 'O', C: 'H' };

function addressXml(tag: string, address: ErpOrderAddress | null) {
  if (!address) return `<${tag}/>`;
  return `<${tag}>${el('Name', address.name)}${el('Addr1', address.address)}${el('Addr2', address.address2)}${el('City', address.city)}${el('State', address.state)}${el('Zip', address.zip)}${el('Country', address.country)}${el('ShipVia', address.shipCode)}</${tag}>`;
}

export function visualOrderXml(order: ErpOrder, site: string) {
  const contact = order.contact;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<CustomerOrder xmlns="urn:infor:visual:customer-order">` +
    el('SiteID', site) +
    el('CustomerID', order.customer.erpId) +
    el('CustomerName', order.customer.companyName) +
    el('CustomerPONumber', `QC-${order.quoteId}`) +
    el('ExternalReference', order.clientId) +
    (contact
      ? `<Contact>${el('FirstName', contact.firstName)}${el('LastName', contact.lastName)}${el('Email', contact.email)}${el('Phone', contact.phone)}</Contact>`
      : '<Contact/>') +
    addressXml('BillTo', order.billTo) +
    addressXml('ShipTo', order.shipTo) +
    `<UserDefined>${el('JobName', order.jobName)}${el('Specifier', order.specifier)}${el('SpecifierLocation', order.specifierLocation)}</UserDefined>` +
    `<Lines>` +
    order.lines
      .map(
        (line) =>
          `<Line>${el('LineNo', line.lineNumber)}${el('PartID', line.partNumber)}${el('Description', line.description)}${el('OrderQty', line.quantity)}${el('UnitPrice', line.unitPrice)}${el('ConfigurationID', line.configurationId)}</Line>`,
      )
      .join('') +
    `</Lines>` +
    el('TotalAmount', order.total) +
    `</CustomerOrder>`
  );
}

/** Infor VISUAL through its XML customer-order web service, with HTTP basic authentication. */
export function visualAdapter(settings: VisualSettings, policy: OutboundPolicy): ErpAdapter {
  const base = settings.baseUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString('base64')}`;

  async function call(action: string, method: 'GET' | 'POST', path: string, body?: string, idempotencyKey?: string) {
    const url = `${base}${path}`;
    let response;
    try {
      const headers: Record<string, string> = { 'content-type': 'application/xml; charset=utf-8', accept: 'application/xml', authorization };
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      response = await outboundRequest(url, { method, headers, body }, policy);
    } catch (error) {
      throw erpFailure('VISUAL', action, url, { error });
    }
    if (response.status < 200 || response.status >= 300) {
      const detail = tagValue(response.text, 'Message') ?? (response.text.slice(0, 2000) || response.statusText);
      throw erpFailure('VISUAL', action, url, { httpStatus: response.status, detail });
    }
    return response.text;
  }

  return {
    name: 'visual',
    async submitOrder(order) {
      // The service answers a repeated Idempotency-Key with the order it created for it.
      const xml = await call('order', 'POST', '/api/CustomerOrders', visualOrderXml(order, settings.site), order.idempotencyKey);
      const orderId = tagValue(xml, 'OrderID');
      if (!orderId) throw new ErpError('The ERP did not return an order number.');
      const status = tagValue(xml, 'Status') ?? 'F';
      return { erpOrderNo: orderId, orderStatus: VISUAL_STATUS[status] ?? 'P', csiStatus: null };
    },
    async fetchStatuses(erpOrderNos): Promise<ErpStatusReport[]> {
      const reports: ErpStatusReport[] = [];
      for (const no of erpOrderNos) {
        let xml: string;
        try {
          xml = await call('status request', 'GET', `/api/CustomerOrders/${encodeURIComponent(no)}?site=${encodeURIComponent(settings.site)}`);
        } catch (error) {
          // An order the ERP does not know (placed before the integration) is skipped.
          if (error instanceof ErpError && error.httpStatus === 404) continue;
          throw error;
        }
        const status = tagValue(xml, 'Status');
        if (status && VISUAL_STATUS[status]) reports.push({ erpOrderNo: no, orderStatus: VISUAL_STATUS[status]!, csiStatus: null });
      }
      return reports;
    },
  };
}
