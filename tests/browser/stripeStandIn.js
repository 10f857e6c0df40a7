// A stand-in for Stripe.js (https://js.stripe.com/…/stripe.js), served by the browser tests at the
// network edge (Playwright route) in place of Stripe's script, which offline tests cannot load. It
// implements the part of Stripe.js the app calls: Stripe(publishableKey), elements({ clientSecret }),
// create('payment') with mount/on/off/update/destroy, and confirmPayment({ elements, confirmParams,
// redirect }). The Payment Element is a plain test form (card number, expiry, CVC); confirmPayment
// sends what Stripe.js sends to https://api.stripe.com (the publishable key and the PaymentIntent's
// client secret), which the test routes to the local fake of the Stripe API; the fake then posts
// its signed webhook to the app.
(() => {
  const API = 'https://api.stripe.com';

  function paymentElement() {
    const listeners = new Map();
    const inputs = {};
    let root = null;
    let ready = false;
    const emit = (type, event) => (listeners.get(type) ?? []).forEach((listener) => listener(event));
    const field = (name, label, placeholder, size) => {
      const wrap = document.createElement('label');
      wrap.style.display = 'flex';
      wrap.style.flexDirection = 'column';
      wrap.style.gap = '4px';
      wrap.style.flex = size;
      wrap.style.fontSize = '13px';
      wrap.append(label);
      const input = document.createElement('input');
      input.name = name;
      input.placeholder = placeholder;
      input.autocomplete = 'off';
      input.inputMode = 'numeric';
      input.style.padding = '9px 10px';
      input.style.border = '1px solid #c6ccd6';
      input.style.borderRadius = '6px';
      input.style.font = 'inherit';
      input.addEventListener('input', () => emit('change', { elementType: 'payment', complete: !!inputs.number.value.trim(), empty: !inputs.number.value.trim() }));
      inputs[name] = input;
      wrap.append(input);
      return wrap;
    };
    const element = {
      _type: 'payment',
      _cardNumber: () => (inputs.number ? inputs.number.value.replace(/[\s-]/g, '') : ''),
      mount(target) {
        root = typeof target === 'string' ? document.querySelector(target) : target;
        const box = document.createElement('div');
        box.dataset.testid = 'payment-element-stand-in';
        box.style.display = 'flex';
        box.style.flexWrap = 'wrap';
        box.style.gap = '10px';
        box.append(field('number', 'Card number', '1234 1234 1234 1234', '1 1 100%'), field('expiry', 'Expiration', 'MM / YY', '1 1 40%'), field('cvc', 'CVC', 'CVC', '1 1 40%'));
        root.append(box);
        setTimeout(() => {
          ready = true;
          emit('ready', { elementType: 'payment' });
        });
      },
      on(type, listener) {
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
        // a listener attached after the form became ready still hears of it
        if (type === 'ready' && ready) setTimeout(() => listener({ elementType: 'payment' }));
        return element;
      },
      off(type, listener) {
        listeners.set(type, (listeners.get(type) ?? []).filter((candidate) => candidate !== listener));
        return element;
      },
      update() {},
      focus() {
        inputs.number?.focus();
      },
      blur() {},
      clear() {
        Object.values(inputs).forEach((input) => (input.value = ''));
      },
      collapse() {},
      unmount() {
        root?.replaceChildren();
      },
      destroy() {
        root?.replaceChildren();
        listeners.clear();
      },
    };
    return element;
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) throw new Error('Invalid publishable key.');
    const stripe = {
      _registerWrapper() {},
      registerAppInfo() {},
      elements(options = {}) {
        const created = [];
        const elements = {
          _clientSecret: options.clientSecret,
          _cardNumber: () => created.find((element) => element._type === 'payment')?._cardNumber() ?? '',
          create(type) {
            if (type !== 'payment') throw new Error(`The Stripe.js stand-in has no ${type} element.`);
            const element = paymentElement();
            created.push(element);
            return element;
          },
          getElement: (type) => created.find((element) => element._type === type) ?? null,
          update() {},
          fetchUpdates: async () => ({}),
          submit: async () => (elements._cardNumber() ? {} : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } }),
        };
        return elements;
      },
      createToken: async () => ({ error: { message: 'Not in the stand-in.' } }),
      createPaymentMethod: async () => ({ error: { message: 'Not in the stand-in.' } }),
      confirmCardPayment: async () => ({ error: { message: 'Not in the stand-in.' } }),
      async confirmPayment({ elements, clientSecret, confirmParams = {}, redirect = 'always' }) {
        const secret = clientSecret ?? elements._clientSecret;
        const number = elements._cardNumber();
        if (!number) return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        const id = secret.split('_secret_')[0];
        const body = new URLSearchParams({
          key: publishableKey,
          client_secret: secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': number,
          ...(confirmParams.return_url ? { return_url: confirmParams.return_url } : {}),
        });
        const response = await fetch(`${API}/v1/payment_intents/${id}/confirm`, { method: 'POST', body });
        const answer = await response.json();
        if (answer.error) return { error: answer.error };
        if (redirect === 'always') {
          const url = new URL(confirmParams.return_url);
          url.searchParams.set('payment_intent', id);
          url.searchParams.set('payment_intent_client_secret', secret);
          url.searchParams.set('redirect_status', answer.status);
          window.location.assign(url.toString());
          return new Promise(() => {});
        }
        return { paymentIntent: answer };
      },
      async retrievePaymentIntent(secret) {
        const id = secret.split('_secret_')[0];
        const response = await fetch(`${API}/v1/payment_intents/${id}?${new URLSearchParams({ key: publishableKey, client_secret: secret })}`);
        const answer = await response.json();
        return answer.error ? { error: answer.error } : { paymentIntent: answer };
      },
    };
    return stripe;
  }
  // the release @stripe/stripe-js expects
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
