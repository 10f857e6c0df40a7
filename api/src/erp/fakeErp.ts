import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tagValue } from './visual.ts';

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export interface FakeCsi {
  url: string;
  /** orders as the ERP holds them, by CoNum */
  orders: Map<string, { header: Record<string, string | null>; lines: Record<string, string | null>[]; stat: string; csiStatus: string | null }>;
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: any }[];
  /** order headers inserted (SLCos updates that created an order) */
  inserted(): number;
  /** the next update answers with this failure */
  failNext: string | null;
  /** the next update of this IDO is carried out, and then the connection drops without an answer */
  dropNext: 'SLCos' | 'SLCoitems' | null;
  /** holds every update until the returned function is called */
  holdUpdates(): () => void;
  close(): Promise<void>;
}

/** A local Infor CSI Mongoose IDO REST service for SLCos and SLCoitems. */
export async function startFakeCsi(options: { token: string; config: string }): Promise<FakeCsi> {
  let next = 500001;
  const fake: FakeCsi = {
    url: '',
    orders: new Map(),
    requests: [],
    inserted: () => fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/update/SLCos')).length,
    failNext: null,
    dropNext: null,
    holdUpdates: () => {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    close: async () => {},
  };
  let held: Promise<void> | null = null;
  const answered = (ido: string, res: { socket: { destroy(): void } | null }) => {
    if (fake.dropNext !== ido) return false;
    fake.dropNext = null;
    res.socket?.destroy();
    return true;
  };
  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://localhost');
    const raw = await readBody(req);
    const body = raw ? JSON.parse(raw) : null;
    fake.requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body });
    if (req.headers.authorization !== options.token || req.headers['x-infor-mongooseconfig'] !== options.config) {
      send(401, { Success: false, Message: 'Invalid token or configuration.' });
      return;
    }
    if (req.method === 'POST' && url.pathname.startsWith('/IDORequestService/ido/update/')) {
      while (held) await held;
      if (fake.failNext) {
        const message = fake.failNext;
        fake.failNext = null;
        send(200, { Success: false, Message: message, MessageCode: 250 });
        return;
      }
      const ido = url.pathname.split('/').pop();
      const props = (change: any) => Object.fromEntries((change.Properties as { Name: string; Value: string | null }[]).map((p) => [p.Name, p.Value]));
      if (ido === 'SLCos' && body?.IDOName === 'SLCos') {
        const header = props(body.Changes[0]);
        if (!header.CustNum) {
          send(200, { Success: false, Message: 'Customer is required.', MessageCode: 250 });
          return;
        }
        const coNum = `CO${String(next++).padStart(8, '0')}`;
        fake.orders.set(coNum, { header, lines: [], stat: 'P', csiStatus: 'W' });
        if (answered('SLCos', res)) return;
        send(200, {
          Success: true,
          Message: null,
          MessageCode: 0,
          RefreshItems: [{ Action: 1, ItemId: `PBT=[co] co.ID=[${coNum}]`, Properties: [{ Name: 'CoNum', Value: coNum }, { Name: 'Stat', Value: 'P' }] }],
        });
        return;
      }
      if (ido === 'SLCoitems' && body?.IDOName === 'SLCoitems') {
        for (const change of body.Changes) {
          const line = props(change);
          const order = fake.orders.get(line.CoNum ?? '');
          if (!order) {
            send(200, { Success: false, Message: `Order ${line.CoNum} does not exist.`, MessageCode: 250 });
            return;
          }
          order.lines.push(line);
        }
        if (answered('SLCoitems', res)) return;
        send(200, { Success: true, Message: null, MessageCode: 0, RefreshItems: [] });
        return;
      }
    }
    if (req.method === 'GET' && url.pathname === '/IDORequestService/ido/load/SLCos') {
      const filter = url.searchParams.get('filter') ?? '';
      const values = [...filter.matchAll(/'((?:[^']|'')+)'/g)].map((m) => m[1]!.replace(/''/g, "'"));
      if (/^Uf_SwiftsellOrderKey\s*=/.test(filter)) {
        const items = [...fake.orders.entries()]
          .filter(([, order]) => order.header.Uf_SwiftsellOrderKey === values[0])
          .map(([no, order]) => ({ CoNum: no, Stat: order.stat, _ItemId: `PBT=[co] co.ID=[${no}]` }));
        send(200, { Success: true, Message: null, Items: items, Bookmark: null });
        return;
      }
      const wanted = values;
      const items = wanted
        .filter((no) => fake.orders.has(no))
        .map((no) => ({ CoNum: no, Stat: fake.orders.get(no)!.stat, Uf_CsiStatus: fake.orders.get(no)!.csiStatus, _ItemId: `PBT=[co] co.ID=[${no}]` }));
      send(200, { Success: true, Message: null, Items: items, Bookmark: null });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/IDORequestService/ido/load/SLCoitems') {
      const coNum = /CoNum\s*=\s*'([^']+)'/.exec(url.searchParams.get('filter') ?? '')?.[1];
      const items = (fake.orders.get(coNum ?? '')?.lines ?? []).map((line) => ({ CoNum: line.CoNum, CoLine: line.CoLine }));
      send(200, { Success: true, Message: null, Items: items, Bookmark: null });
      return;
    }
    send(404, { Success: false, Message: 'Unknown IDO request.' });
  });
  fake.url = await listen(server);
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

export interface FakeVisual {
  url: string;
  orders: Map<string, { xml: string; status: string }>;
  /** order ids by the Idempotency-Key they were created with */
  keys: Map<string, string>;
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

/** A local Infor VISUAL customer-order XML service with basic authentication. */
export async function startFakeVisual(options: { username: string; password: string; site: string }): Promise<FakeVisual> {
  let next = 7001;
  const fake: FakeVisual = { url: '', orders: new Map(), keys: new Map(), requests: [], close: async () => {} };
  const expected = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  const server = createServer(async (req, res) => {
    const send = (status: number, xml: string) => {
      res.writeHead(status, { 'content-type': 'application/xml; charset=utf-8' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?>${xml}`);
    };
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    fake.requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body });
    if (req.headers.authorization !== expected) {
      send(401, '<Error><Message>Authentication failed.</Message></Error>');
      return;
    }
    if (req.method === 'POST' && url.pathname === '/api/CustomerOrders') {
      if (!String(req.headers['content-type']).startsWith('application/xml') || !body.includes('<CustomerOrder')) {
        send(400, '<Error><Message>Expected a CustomerOrder document.</Message></Error>');
        return;
      }
      if (tagValue(body, 'SiteID') !== options.site) {
        send(422, `<Error><Message>Unknown site ${tagValue(body, 'SiteID')}.</Message></Error>`);
        return;
      }
      if (!tagValue(body, 'CustomerID')) {
        send(422, '<Error><Message>CustomerID is required.</Message></Error>');
        return;
      }
      // A repeated Idempotency-Key answers with the order created for it, as the first time.
      const key = req.headers['idempotency-key'] as string | undefined;
      const known = key ? fake.keys.get(key) : undefined;
      if (known) {
        send(201, `<CustomerOrderResult><OrderID>${known}</OrderID><Status>${fake.orders.get(known)!.status}</Status></CustomerOrderResult>`);
        return;
      }
      const orderId = `V${next++}`;
      fake.orders.set(orderId, { xml: body, status: 'F' });
      if (key) fake.keys.set(key, orderId);
      send(201, `<CustomerOrderResult><OrderID>${orderId}</OrderID><Status>F</Status></CustomerOrderResult>`);
      return;
    }
    const one = /^\/api\/CustomerOrders\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const order = fake.orders.get(decodeURIComponent(one[1]!));
      if (!order) send(404, '<Error><Message>Order not found.</Message></Error>');
      else send(200, `<CustomerOrder><OrderID>${one[1]}</OrderID><Status>${order.status}</Status></CustomerOrder>`);
      return;
    }
    send(404, '<Error><Message>Not found.</Message></Error>');
  });
  fake.url = await listen(server);
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
