import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { commitMutation, graphql, RelayEnvironmentProvider } from 'react-relay';
import { useNavigate } from 'react-router';
import { useAlerts } from '../ui/alerts';
import type { SessionProviderSignOutMutation } from './__generated__/SessionProviderSignOutMutation.graphql';
import { createRelayEnvironment } from './relayEnvironment';
import { REPORT_OPERATION_NAME, reportClientError } from './reportClientError';
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

let environmentCount = 0;

export interface Session {
  token: string | null;
  /** Changes whenever the Relay environment is replaced (sign-in, sign-out, expiry). */
  environmentKey: number;
  signIn(token: string, stayLoggedIn: boolean): void;
  /** Tells the server, clears both stores and goes to /Login. */
  signOut(): Promise<void>;
  /** Forgets a token the server no longer accepts, without a message. */
  discardToken(): void;
  authHeaders(): Record<string, string>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [token, setToken] = useState<string | null>(() => readStoredToken().token);
  const expireRef = useRef<() => void>(() => {});
  // Signing out ends the session on the server too, which closes this tab's live connection: that is no expiry.
  const signingOut = useRef(false);

  const relay = useMemo(
    () => ({
      key: ++environmentCount,
      ...createRelayEnvironment({
        token,
        onCallFailed: (failure) => reportClientError(failure),
        // An expired or used reset link is an expected answer, shown on the page.
        unreportedOperations: [REPORT_OPERATION_NAME, 'ResetPasswordPageQuery'],
        // A session the server ended (signed out elsewhere, a new password, an administrator's
        // change) ends here as an expired one does.
        onSessionEnded: () => {
          if (!signingOut.current) expireRef.current();
        },
      }),
    }),
    [token],
  );
  useEffect(() => relay.dispose, [relay]);

  const expire = useCallback(() => {
    reportExpiredToken();
    clearStoredToken();
    setToken(null);
    alerts.warning(TOKEN_EXPIRED_MESSAGE);
    navigate('/Login');
  }, [alerts, navigate]);

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
    storeToken(nextToken, stayLoggedIn);
    setToken(nextToken);
  }, []);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    if (token) {
      await new Promise<void>((resolve) => {
        commitMutation<SessionProviderSignOutMutation>(relay.environment, {
          mutation: signOutMutation,
          variables: {},
          onCompleted: () => resolve(),
          onError: () => resolve(),
        });
      });
    }
    clearStoredToken();
    setToken(null);
    navigate('/Login');
  }, [token, relay, navigate]);

  const discardToken = useCallback(() => {
    clearStoredToken();
    setToken(null);
  }, []);

  const session = useMemo<Session>(
    () => ({
      token,
      environmentKey: relay.key,
      signIn,
      signOut,
      discardToken,
      authHeaders: () => authorizationHeaders(token),
    }),
    [token, relay.key, signIn, signOut, discardToken],
  );

  return (
    <SessionContext.Provider value={session}>
      <RelayEnvironmentProvider environment={relay.environment}>{children}</RelayEnvironmentProvider>
    </SessionContext.Provider>
  );
}
