import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { FakeStripe } from '../../api/src/test/fakeStripe.ts';

// Card checkout offline: Stripe.js is replaced at the network edge by a stand-in
// (stripeStandIn.js) and Stripe's API by the local fake (api/src/test/fakeStripe.ts), which sends
// its signed webhooks to the app. Nothing in the app knows it is not talking to Stripe.

const standIn = readFileSync(join(import.meta.dirname, 'stripeStandIn.js'), 'utf8');

/** Stripe.js and Stripe's API as the page reaches them: the stand-in script, and the local fake behind api.stripe.com. */
export async function routeStripe(page: Page, stripe: FakeStripe) {
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: standIn }));
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const response = await fetch(`${stripe.url}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: { 'content-type': request.headers()['content-type'] ?? 'application/x-www-form-urlencoded' },
      body: request.method() === 'GET' ? undefined : request.postData() ?? '',
    });
    await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() });
  });
}

/** The card number field of the stand-in Payment Element. */
export const cardField = (page: Page) => page.getByTestId('payment-element-stand-in').getByLabel('Card number');
