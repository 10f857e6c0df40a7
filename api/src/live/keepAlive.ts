import type { WebSocket, WebSocketServer } from 'ws';

/** How often every live socket is pinged; one that has not answered by the next ping is cut. */
export const KEEP_ALIVE_MS = 12_000;

/**
 * Keeps the live sockets of `wsServer` alive and cuts the dead ones, as graphql-ws's own keep-alive
 * does (a ping every 12 s; no pong before the next ping and the socket is terminated), with one
 * timer for all sockets rather than an interval, a pong timeout and a listener per socket. Returns
 * the stop.
 */
export function keepSocketsAlive(wsServer: WebSocketServer, intervalMs = KEEP_ALIVE_MS): () => void {
  const unanswered = new WeakSet<WebSocket>();
  function answered(this: WebSocket) {
    unanswered.delete(this);
  }
  const onConnection = (socket: WebSocket) => socket.on('pong', answered);
  wsServer.on('connection', onConnection);
  const timer = setInterval(() => {
    for (const socket of wsServer.clients) {
      if (socket.readyState !== socket.OPEN) continue;
      if (unanswered.has(socket)) {
        socket.terminate();
        continue;
      }
      unanswered.add(socket);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    wsServer.off('connection', onConnection);
  };
}
