import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { keepSocketsAlive } from './keepAlive.ts';

describe('live socket keep-alive', () => {
  const stops: (() => void)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) stop();
  });

  async function serverWithKeepAlive(intervalMs: number) {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await once(server, 'listening');
    const stop = keepSocketsAlive(server, intervalMs);
    stops.push(() => {
      stop();
      for (const socket of server.clients) socket.terminate();
      server.close();
    });
    return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async function connect(url: string, options: { answersPings: boolean }) {
    const socket = new WebSocket(url, { autoPong: options.answersPings });
    await once(socket, 'open');
    const closed = once(socket, 'close').then(([code]) => code as number);
    return { socket, closed };
  }

  it('cuts a socket whose client stopped answering pings, and keeps the one that answers', async () => {
    const url = await serverWithKeepAlive(100);
    const alive = await connect(url, { answersPings: true });
    const silent = await connect(url, { answersPings: false });
    let pings = 0;
    const pingedThrice = new Promise<void>((resolve) => alive.socket.on('ping', () => ++pings === 3 && resolve()));

    // one interval to ping, the next to find the ping unanswered: terminated, without a close frame
    expect(await silent.closed).toBe(1006);
    // the answering socket has outlived as many pings, and stays open
    await pingedThrice;
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
    alive.socket.close();
    await alive.closed;
  });
});
