import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { ErrorBoundary } from './ErrorBoundary';
import { Page } from './Page';
import { StatusScreen } from './StatusScreen';

/** The largest id a GraphQL Int carries. */
const MAX_ROW_ID = 2_147_483_647;

/** A record id from the address: a whole number from 1 up, else null ('bogus', '1.5', '-2', '1e3'). */
export function parseRowId(text: string | null | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}

interface ErrorLike {
  message?: unknown;
}

const NOT_FOUND_MESSAGE = /^[A-Za-z][A-Za-z ]{0,40} not found\.$/;

/**
 * The server's "… not found." when a failed load says a record is missing or not the caller's (the
 * server answers both alike); null for any other failure.
 */
export function notFoundMessage(error: unknown): string | null {
  const errors = (error as { errors?: readonly ErrorLike[] } | null)?.errors ?? [];
  for (const item of errors) {
    const message = typeof item?.message === 'string' ? item.message : '';
    if (NOT_FOUND_MESSAGE.test(message)) return message;
  }
  return null;
}

export interface NotFoundProps {
  /** what is missing, as the messages name it: 'Customer', 'Product list', 'RMA' */
  what?: string;
  /** the whole sentence instead, for example the server's own */
  message?: string;
  /** where the button goes: the list the record would be in */
  back?: string;
  backLabel?: ReactNode;
}

/** Every detail screen's answer to a missing record, to one of another platform, and to an id that is no id. */
export function NotFound({ what = 'Page', message, back = '/', backLabel = 'Go back' }: NotFoundProps) {
  return (
    <Page narrow>
      <StatusScreen
        icon={faMagnifyingGlass}
        tone="primary"
        title={message ?? `${what} not found.`}
        text="It may have been deleted, or the link may be wrong."
        action={
          <Link to={back} className="btn btn-primary">
            {backLabel}
          </Link>
        }
      />
    </Page>
  );
}

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * Shows the not-found screen when loading the record fails with the server's "… not found." and
 * passes every other failure on to the route's error screen. Key it by the id.
 */
export function NotFoundBoundary({ children, ...props }: NotFoundProps & { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(error) => {
        const message = notFoundMessage(error);
        return message ? <NotFound {...props} message={props.what ? `${props.what} not found.` : message} /> : <Rethrow error={error} />;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
