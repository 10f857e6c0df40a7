import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';

/**
 * A local stand-in for the Stripe API's payment intents, speaking its HTTP protocol: bearer secret
 * key, form-encoded bodies with bracketed keys, Idempotency-Key replay (the first result again, marked
 * Idempotent-Replayed; a reused key with other parameters refused), Stripe error objects.
 * Test cards: pm_card_visa succeeds, pm_card_chargeDeclined is declined.
 */
export interface FakeStripe {
  url: string;
  requests: { method: string; path: string; idempotencyKey: string | null; form: Record<string, string> }[];
  /** payment intents by id; a test may put one here as Stripe would hold it */
  intents: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** metadata[quoteId]=1 → { metadata: { quoteId: '1' } } (one level deep, as payment intents need). */
function nest(form: Record<string, string>) {
  const out: Record<string, any> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (match) (out[match[1]!] ??= {})[match[2]!] = value;
    else out[key] = value;
  }
  return out;
}

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const intents = new Map<string, Record<string, unknown>>();
  const replays = new Map<string, { status: number; body: unknown; raw: string }>();

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
      res.end(text);
    };
    const path = (req.url ?? '/').split('?')[0]!;
    const raw = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method: req.method ?? 'GET', path, idempotencyKey, form });

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    if (req.method === 'POST' && idempotencyKey && replays.has(idempotencyKey)) {
      const replay = replays.get(idempotencyKey)!;
      // Stripe compares the parameters of a reused key with the first request's.
      if (replay.raw !== raw) {
        send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
        return;
      }
      res.setHeader('idempotent-replayed', 'true');
      send(replay.status, replay.body);
      return;
    }
    // As Stripe does, a result is saved for the key once the request started executing (a
    // decline included); a request refused for its parameters saves nothing.
    const respond = (status: number, body: unknown, save = true) => {
      if (req.method === 'POST' && idempotencyKey && save) replays.set(idempotencyKey, { status, body, raw });
      send(status, body);
    };

    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const params = nest(form);
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        respond(400, { error: { type: 'invalid_request_error', param: 'amount', message: 'Amount must be at least $0.50 usd' } }, false);
        return;
      }
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const declined = params.payment_method === 'pm_card_chargeDeclined';
      const confirmed = params.confirm === 'true';
      const intent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: confirmed && !declined ? amount : 0,
        currency: params.currency ?? 'usd',
        description: params.description ?? null,
        metadata: params.metadata ?? {},
        payment_method: params.payment_method ?? null,
        status: !confirmed ? 'requires_confirmation' : declined ? 'requires_payment_method' : 'succeeded',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      if (declined) {
        respond(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: intent,
          },
        });
        return;
      }
      respond(200, intent);
      return;
    }
    const retrieve = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]!);
      if (!intent) send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${retrieve[1]}'` } });
      else send(200, intent);
      return;
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
