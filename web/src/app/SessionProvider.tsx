import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAlerts } from '../ui/alerts';
import { graphql, sendOperation } from './graphqlRequest';
import { createAppSession, type AppSession } from './session';
import {
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_STORAGE_KEY,
  authorizationHeaders,
  clearStoredToken,
  readStoredToken,
  storeToken,
  tokenExpiresInMs,
} from './sessionToken';

const signOutMutation = graphql`
  mutation SessionProviderSignOutMutation {
    signOut
  }
`;

/** Lets the server show the user offline once their token has run out (it checks the token itself). */
function reportExpiredToken() {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(TOKEN_STORAGE_KEY) ?? window.sessionStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  void fetch('/api/v1/auth/sessionExpired', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: stored }),
    keepalive: true,
  }).catch(() => {});
}

// setTimeout cannot wait longer than this; longer tokens are re-checked when it fires.
const MAX_TIMER_MS = 2_147_483_647;

export interface Session {
  token: string | null;
  /** Changes whenever the token does (sign-in, sign-out, expiry), and with it the Relay environment. */
  environmentKey: number;
  signIn(token: string, stayLoggedIn: boolean): void;
  /** Tells the server, clears both stores and goes to /Login. */
  signOut(): Promise<void>;
  /**
   * The server answered the token as no one's (it took no session from it, for example one signed
   * with another secret): it ends as an expired one does, with the message and /Login.
   */
  tokenRefused(): void;
  authHeaders(): Record<string, string>;
  /** The token outside React, and its Relay runtime, shared with the route loaders. */
  app: AppSession;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

export function SessionProvider({ children, session: given }: { children: ReactNode; session?: AppSession }) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [ownSession] = useState(() => given ?? createAppSession());
  const app = given ?? ownSession;
  const { key, token } = useSyncExternalStore(app.subscribe, app.get);
  const setToken = app.setToken;
  const expireRef = useRef<() => void>(() => {});
  // Signing out ends the session on the server too, which closes this tab's live connection: that is no expiry.
  const signingOut = useRef(false);
  // A session the server ended (signed out elsewhere, a new password, an administrator's
  // change) ends here as an expired one does.
  // It can end before this provider has mounted (the first answer comes back at once): then the
  // expiry runs once it has.
  const mounted = useRef(false);
  const endedEarly = useRef(false);
  app.onSessionEnded = () => {
    if (signingOut.current) return;
    if (mounted.current) expireRef.current();
    else endedEarly.current = true;
  };
  useEffect(() => {
    mounted.current = true;
    if (endedEarly.current) {
      endedEarly.current = false;
      expireRef.current();
    }
    return () => {
      mounted.current = false;
    };
  }, []);
  // The token held right now, cleared the moment it ends: the server's answer and the viewer query
  // may both say so, and the user is told once.
  const held = useRef(token);

  const expire = useCallback(() => {
    if (held.current === null && !readStoredToken().expired) return;
    held.current = null;
    reportExpiredToken();
    clearStoredToken();
    setToken(null);
    alerts.warning(TOKEN_EXPIRED_MESSAGE);
    navigate('/Login');
  }, [alerts, navigate, setToken]);

  expireRef.current = expire;

  // Once at start-up: a token that expired while the app was closed.
  useEffect(() => {
    if (readStoredToken().expired) expireRef.current();
  }, []);

  useEffect(() => {
    if (!token) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const remaining = tokenExpiresInMs(token);
      if (remaining <= 0) expire();
      else timer = setTimeout(schedule, Math.min(remaining, MAX_TIMER_MS));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [token, expire]);

  const signIn = useCallback((nextToken: string, stayLoggedIn: boolean) => {
    signingOut.current = false;
    held.current = nextToken;
    storeToken(nextToken, stayLoggedIn);
    setToken(nextToken);
  }, [setToken]);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    // Ends the session on the server too; the user is signed out here whatever it answers.
    if (token) await sendOperation(signOutMutation.params, {}, { token }).catch(() => {});
    held.current = null;
    clearStoredToken();
    setToken(null);
    navigate('/Login');
  }, [token, navigate, setToken]);

  const tokenRefused = useCallback(() => expireRef.current(), []);

  const session = useMemo<Session>(
    () => ({
      token,
      environmentKey: key,
      signIn,
      signOut,
      tokenRefused,
      authHeaders: () => authorizationHeaders(token),
      app,
    }),
    [token, key, signIn, signOut, tokenRefused, app],
  );

  return (
    <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
  );
}
