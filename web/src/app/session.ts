import { readStoredToken } from './sessionToken';

export interface SessionState {
  /** Changes whenever the token does (sign-in, sign-out, expiry): each token has a Relay environment of its own. */
  key: number;
  token: string | null;
}

/**
 * The session token, held outside React so route loaders can start a screen's query the moment
 * navigation starts, before anything renders. Its Relay side is reached through relaySeam.tsx
 * (`relayOf(session)`), loaded on first use: a visitor's first page, /Login, works without it.
 */
export interface AppSession {
  get(): SessionState;
  setToken(token: string | null): void;
  subscribe(listener: () => void): () => void;
  /** Told when the server no longer accepts the token. */
  onSessionEnded: () => void;
}

let sessionKeys = 0;

export function createAppSession(initialToken: string | null = readStoredToken().token): AppSession {
  const listeners = new Set<() => void>();
  let current: SessionState = { key: ++sessionKeys, token: initialToken };

  const session: AppSession = {
    onSessionEnded: () => {},
    get: () => current,
    setToken(token) {
      if (token === current.token) return;
      current = { key: ++sessionKeys, token };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return session;
}
