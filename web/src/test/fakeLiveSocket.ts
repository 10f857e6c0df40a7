import { vi } from 'vitest';

/**
 * A stand-in for the browser's WebSocket that speaks the server's side of graphql-ws
 * (graphql-transport-ws): it acknowledges the connection, records each subscription, and lets a
 * test push events to them as the API would.
 */
export class FakeLiveSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static sockets: FakeLiveSocket[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = 0;
  protocol = 'graphql-transport-ws';
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  /** subscriptions the page opened: their id, operation name and variables */
  subscriptions: { id: string; operationName: string; variables: Record<string, unknown> }[] = [];

  constructor(readonly url: string) {
    FakeLiveSocket.sockets.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({});
    }, 0);
  }

  send(raw: string) {
    const message = JSON.parse(raw) as { id?: string; type: string; payload?: { operationName?: string; variables?: Record<string, unknown> } };
    if (message.type === 'connection_init') this.reply({ type: 'connection_ack' });
    else if (message.type === 'subscribe') this.subscriptions.push({ id: message.id!, operationName: message.payload?.operationName ?? '', variables: message.payload?.variables ?? {} });
    else if (message.type === 'complete') this.subscriptions = this.subscriptions.filter((s) => s.id !== message.id);
    else if (message.type === 'ping') this.reply({ type: 'pong' });
  }

  close(code = 1000, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason, wasClean: true });
  }

  private reply(message: object) {
    setTimeout(() => this.onmessage?.({ data: JSON.stringify(message) }), 0);
  }

  /** Sends an event to every open subscription of that operation. */
  push(operationName: string, data: unknown) {
    for (const subscription of this.subscriptions.filter((s) => s.operationName === operationName)) {
      this.onmessage?.({ data: JSON.stringify({ id: subscription.id, type: 'next', payload: { data } }) });
    }
  }
}

/** Installs the fake as the global WebSocket; answers what the sockets opened. */
export function fakeLiveSockets() {
  FakeLiveSocket.sockets = [];
  vi.stubGlobal('WebSocket', FakeLiveSocket);
  return {
    subscriptions: () => FakeLiveSocket.sockets.flatMap((socket) => socket.subscriptions),
    push: (operationName: string, data: unknown) => FakeLiveSocket.sockets.forEach((socket) => socket.push(operationName, data)),
  };
}
