import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * A local stand-in for the Stripe API's payment intents, for tests, speaking its HTTP protocol:
 * - the secret key as a bearer token (the server's SDK); the publishable key with the intent's
 *   client secret (`key` and `client_secret` parameters, as Stripe.js sends them) may only confirm
 *   and read that one intent;
 * - form-encoded bodies with bracketed keys; Stripe error objects;
 * - Idempotency-Key replay (the first result again, marked Idempotent-Replayed; a reused key with
 *   other parameters refused);
 * - signed webhook events (`payment_intent.succeeded`, `payment_intent.payment_failed`) posted to the
 *   endpoints given to `sendWebhooksTo`, signed with the endpoint secret as Stripe signs them.
 * Test cards: pm_card_visa or 4242 4242 4242 4242 succeed; pm_card_chargeDeclined or
 * 4000 0000 0000 0002 are declined.
 */
export interface FakeStripe {
  url: string;
  requests: { method: string; path: string; idempotencyKey: string | null; form: Record<string, string>; publishable: boolean }[];
  /** payment intents by id; a test may put one here as Stripe would hold it */
  intents: Map<string, Record<string, any>>;
  /** every webhook delivery made, with the app's answer */
  deliveries: { event: Record<string, any>; status: number; body: string }[];
  /** Sends events of this account to a webhook endpoint from now on. */
  sendWebhooksTo(url: string, secret: string): void;
  /** Delivers an event (again), as Stripe retries; resolves with the endpoint's answer. */
  deliver(event: Record<string, any>): Promise<{ status: number; body: string }>;
  /** Resolves once the deliveries under way have been answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const DECLINED = new Set(['pm_card_chargeDeclined', '4000000000000002']);
const SUCCEEDS = new Set(['pm_card_visa', '4242424242424242']);
const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation']);
const UPDATABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** payment_method_data[card][number]=4242… → { payment_method_data: { card: { number: '4242…' } } } */
function nest(form: Record<string, string>) {
  const out: Record<string, any> = {};
  for (const [key, value] of Object.entries(form)) {
    const parts = key.split('[').map((part) => part.replace(/\]$/, ''));
    let target = out;
    for (const part of parts.slice(0, -1)) target = target[part] ??= {};
    target[parts.at(-1)!] = value;
  }
  return out;
}

const error = (type: string, message: string, extra: Record<string, unknown> = {}) => ({ error: { type, message, ...extra } });

export async function startFakeStripe(secretKey: string, options: { publishableKey?: string } = {}): Promise<FakeStripe> {
  const publishableKey = options.publishableKey ?? null;
  const requests: FakeStripe['requests'] = [];
  const intents = new Map<string, Record<string, any>>();
  const replays = new Map<string, { status: number; body: unknown; raw: string }>();
  const endpoints: { url: string; secret: string }[] = [];
  const deliveries: FakeStripe['deliveries'] = [];
  const pending = new Set<Promise<unknown>>();

  const deliver = async (event: Record<string, any>) => {
    let last = { status: 0, body: '' };
    for (const endpoint of endpoints) {
      const payload = JSON.stringify(event, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: endpoint.secret });
      try {
        const response = await fetch(endpoint.url, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, body: payload });
        last = { status: response.status, body: await response.text() };
      } catch (failure) {
        last = { status: 0, body: String(failure) };
      }
      deliveries.push({ event, ...last });
    }
    return last;
  };

  /** As Stripe does, events go out after the request that caused them has been answered. */
  const emit = (type: string, intent: Record<string, any>) => {
    const event = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-09-30.clover',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: structuredClone(intent) },
      livemode: false,
      pending_webhooks: endpoints.length,
      request: { id: null, idempotency_key: null },
    };
    const delivery = new Promise((resolve) => setImmediate(resolve)).then(() => deliver(event));
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  };

  /** Confirms an intent with a card: succeeded, or declined (back to requires_payment_method). */
  const confirm = (intent: Record<string, any>, params: Record<string, any>) => {
    const card = String(params.payment_method ?? params.payment_method_data?.card?.number ?? intent.payment_method ?? '').replace(/[\s-]/g, '');
    if (!card) return { status: 400, body: error('invalid_request_error', 'You must provide a payment method to confirm this PaymentIntent.', { param: 'payment_method' }) };
    if (params.return_url) intent.return_url = params.return_url;
    if (DECLINED.has(card) || !SUCCEEDS.has(card)) {
      const lastError = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
      Object.assign(intent, { status: 'requires_payment_method', payment_method: null, last_payment_error: lastError, amount_received: 0 });
      emit('payment_intent.payment_failed', intent);
      return { status: 402, body: { error: { ...lastError, payment_intent: structuredClone(intent) } } };
    }
    Object.assign(intent, { status: 'succeeded', payment_method: card.startsWith('pm_') ? card : 'pm_card_visa', last_payment_error: null, amount_received: intent.amount });
    emit('payment_intent.succeeded', intent);
    return { status: 200, body: intent };
  };

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
        // Stripe.js calls the API from the shop's pages
        'access-control-allow-origin': '*',
      });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type, authorization' });
      res.end();
      return;
    }
    const [path = '/', query = ''] = (req.url ?? '/').split('?');
    const raw = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? query : raw));
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const publishable = !!publishableKey && (form.key === publishableKey || bearer === publishableKey);
    requests.push({ method: req.method ?? 'GET', path, idempotencyKey, form, publishable });

    if (bearer !== secretKey && !publishable) {
      send(401, error('invalid_request_error', 'Invalid API Key provided.'));
      return;
    }
    if (req.method === 'POST' && idempotencyKey && replays.has(idempotencyKey)) {
      const replay = replays.get(idempotencyKey)!;
      // Stripe compares the parameters of a reused key with the first request's.
      if (replay.raw !== raw) {
        send(
          400,
          error(
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          ),
        );
        return;
      }
      res.setHeader('idempotent-replayed', 'true');
      send(replay.status, replay.body);
      return;
    }
    // As Stripe does, a result is saved for the key once the request started executing (a
    // decline included); a request refused for its parameters saves nothing.
    const respond = (status: number, body: unknown, save = true) => {
      if (req.method === 'POST' && idempotencyKey && save) replays.set(idempotencyKey, { status, body: structuredClone(body), raw });
      send(status, body);
    };
    const params = nest(form);
    const match = /^\/v1\/payment_intents(?:\/([A-Za-z0-9_]+))?(?:\/(confirm|cancel))?$/.exec(path);
    const intent = match?.[1] ? intents.get(match[1]) : undefined;
    if (match?.[1] && !intent) {
      send(404, error('invalid_request_error', `No such payment_intent: '${match[1]}'`, { code: 'resource_missing', param: 'intent' }));
      return;
    }
    // The publishable key reaches one intent, through its client secret, to confirm or read it.
    if (publishable && (!intent || params.client_secret !== intent.client_secret || !(req.method === 'GET' || match?.[2] === 'confirm'))) {
      send(401, error('invalid_request_error', 'This API call cannot be made with a publishable API key.'));
      return;
    }

    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        respond(400, error('invalid_request_error', 'Amount must be at least $0.50 usd', { param: 'amount' }), false);
        return;
      }
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const created: Record<string, any> = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: params.currency ?? 'usd',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        description: params.description ?? null,
        metadata: params.metadata ?? {},
        payment_method: params.payment_method ?? null,
        automatic_payment_methods: params.automatic_payment_methods ? { enabled: params.automatic_payment_methods.enabled === 'true' } : null,
        status: params.payment_method ? 'requires_confirmation' : 'requires_payment_method',
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, created);
      if (params.confirm === 'true') {
        const result = confirm(created, params);
        respond(result.status, result.body);
        return;
      }
      respond(200, created);
      return;
    }
    if (req.method === 'POST' && intent && !match?.[2]) {
      if (!UPDATABLE.has(intent.status)) {
        respond(400, error('invalid_request_error', `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`, { code: 'payment_intent_unexpected_state' }), false);
        return;
      }
      if (params.amount !== undefined) intent.amount = Number(params.amount);
      if (params.currency !== undefined) intent.currency = params.currency;
      if (params.description !== undefined) intent.description = params.description;
      if (params.metadata) intent.metadata = { ...intent.metadata, ...params.metadata };
      respond(200, intent);
      return;
    }
    if (req.method === 'POST' && intent && match?.[2] === 'confirm') {
      if (!CONFIRMABLE.has(intent.status)) {
        respond(
          400,
          error('invalid_request_error', `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, { code: 'payment_intent_unexpected_state', payment_intent: intent }),
          false,
        );
        return;
      }
      const result = confirm(intent, params);
      respond(result.status, result.body);
      return;
    }
    if (req.method === 'POST' && intent && match?.[2] === 'cancel') {
      if (!UPDATABLE.has(intent.status)) {
        respond(400, error('invalid_request_error', `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, { code: 'payment_intent_unexpected_state' }), false);
        return;
      }
      intent.status = 'canceled';
      respond(200, intent);
      return;
    }
    if (req.method === 'GET' && intent && !match?.[2]) {
      send(200, intent);
      return;
    }
    send(404, error('invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    deliveries,
    sendWebhooksTo: (url, secret) => void endpoints.push({ url, secret }),
    deliver,
    settled: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
