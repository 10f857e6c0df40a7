import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { faTriangleExclamation } from '@fortawesome/free-solid-svg-icons/faTriangleExclamation';
import { NotFound, notFoundMessage } from '../ui/NotFound';
import { describeError, reportClientError } from './reportClientError';
import { StatusScreen } from '../ui/StatusScreen';
import { GraphQLResponseError } from './graphqlRequest';
import { useSession } from './SessionProvider';

export const ERROR_TITLE = 'Oops! Something went wrong...';
export const ERROR_TEXT = "Try refreshing the page, if that doesn't work please come back and try again later.";

export function ErrorFallback({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <StatusScreen
      icon={faTriangleExclamation}
      tone="danger"
      title={ERROR_TITLE}
      text={ERROR_TEXT}
      fullPage={fullPage}
      action={
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Refresh
        </button>
      }
    />
  );
}

/**
 * Error element of the router: a record the server says is not found (missing, or another
 * platform's) shows the not-found screen; any other failure is reported and shows the fallback
 * screen, never the error's own text.
 */
export function RouteErrorScreen({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  const refused = !fullPage && tokenRefusedBy(error);
  const notFound = fullPage || refused ? null : notFoundMessage(error);
  useEffect(() => {
    if (!notFound && !refused) reportClientError({ ...describeError(error), operation: 'render' });
  }, [error, notFound, refused]);
  if (refused) return <SessionRefused />;
  if (notFound) return <NotFound message={notFound} />;
  return <ErrorFallback fullPage={fullPage} />;
}

/** The server refused the page's token (401): no failure, the session is over. */
function tokenRefusedBy(error: unknown): boolean {
  return error instanceof GraphQLResponseError && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/** A page whose data the server refused for the token ends the session, as any 401 does, and goes to /Login. */
function SessionRefused() {
  const { tokenRefused } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    tokenRefused();
    navigate('/Login', { replace: true });
  }, [tokenRefused, navigate]);
  return null;
}
