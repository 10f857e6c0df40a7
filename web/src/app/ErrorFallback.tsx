import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faTriangleExclamation } from '@fortawesome/free-solid-svg-icons';
import { describeError, reportClientError } from './reportClientError';
import './ErrorFallback.css';

export const ERROR_TITLE = 'Oops! Something went wrong...';
export const ERROR_TEXT = "Try refreshing the page, if that doesn't work please come back and try again later.";

export function ErrorFallback({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'error-fallback error-fallback--full-page' : 'error-fallback'} role="alert">
      <span className="error-fallback__icon" aria-hidden>
        <FontAwesomeIcon icon={faTriangleExclamation} />
      </span>
      <h1 className="error-fallback__title">{ERROR_TITLE}</h1>
      <p className="error-fallback__text">{ERROR_TEXT}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Refresh
      </button>
    </div>
  );
}

/** Error element of the router: reports the rendering failure and shows the fallback screen. */
export function RouteErrorScreen({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    reportClientError({ ...describeError(error), operation: 'render' });
  }, [error]);
  return <ErrorFallback fullPage={fullPage} />;
}
