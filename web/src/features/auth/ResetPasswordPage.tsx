import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faKey } from '@fortawesome/free-solid-svg-icons/faKey';
import { PRODUCT_NAME } from '../../app/product';
import { useAlerts } from '../../ui/alerts';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { TextField } from '../../ui/fields';
import { LoadingIndicator, Spinner } from '../../ui/Spinner';
import type { ResetPasswordPageQuery } from './__generated__/ResetPasswordPageQuery.graphql';
import type { ResetPasswordPageMutation } from './__generated__/ResetPasswordPageMutation.graphql';
import { confirmError, hasErrors, newPasswordError, type FieldErrors } from '../../entities/user/passwordRules';
import './LoginPage.css';
import { SIGN_IN_MESSAGES } from '@quotecraft/rules/passwords';

const requestQuery = graphql`
  query ResetPasswordPageQuery($request: String!) {
    passwordResetRequest(request: $request) {
      username
      expirationDate
    }
  }
`;

const resetMutation = graphql`
  mutation ResetPasswordPageMutation($request: String!, $password: String!, $confirmPassword: String!) {
    resetPassword(request: $request, password: $password, confirmPassword: $confirmPassword)
  }
`;

export const INVALID_RESET_REQUEST = SIGN_IN_MESSAGES.invalidResetRequest;
export const PASSWORD_RESET_FAILED = 'Password reset failed!';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in.';

/** /ResetPassword?request=…: without the parameter the visitor is sent to /Login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const request = params.get('request');
  if (!request) return <Navigate to="/Login" replace />;
  return (
    <div className="login">
      <div className="login__card">
        <div className="login__brand">
          <span className="login__mark" aria-hidden>
            <FontAwesomeIcon icon={faKey} />
          </span>
          <div>
            <h1 className="login__title">Reset Password</h1>
            <p className="login__subtitle">{PRODUCT_NAME}</p>
          </div>
        </div>
        <ErrorBoundary key={request} fallback={<InvalidRequest />}>
          <Suspense fallback={<LoadingIndicator label="Checking your link" />}>
            <ResetForm request={request} />
          </Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
}

function InvalidRequest() {
  return (
    <div className="login__form" role="alert">
      <p className="login__problem">{INVALID_RESET_REQUEST}</p>
      <p className="login__hint">The link may have expired or already been used. You can ask for a new one from the login screen.</p>
      <Link className="btn btn-primary login__submit" to="/Login?mode=forgot">
        Back to login
      </Link>
    </div>
  );
}

function ResetForm({ request }: { request: string }) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  // Loaded by the route from the network when navigation starts: a link works once.
  const { data } = useRouteQuery<ResetPasswordPageQuery>(requestQuery);
  const [commit, saving] = useMutation<ResetPasswordPageMutation>(resetMutation);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { password: newPasswordError(password), confirmPassword: confirmError(password, confirmPassword) };
    setErrors(found);
    if (hasErrors(found)) return;
    commit({
      variables: { request, password, confirmPassword },
      onCompleted: (response) => {
        if (!response.resetPassword) {
          alerts.failure(PASSWORD_RESET_FAILED);
          return;
        }
        alerts.success(PASSWORD_RESET_DONE);
        navigate('/Login', { replace: true });
      },
      onError: (error) => alerts.failure(error.message?.trim() || PASSWORD_RESET_FAILED),
    });
  };

  return (
    <form className="login__form" noValidate onSubmit={submit}>
      <p className="login__hint">
        Choose a new password for <strong>{data.passwordResetRequest.username}</strong>.
      </p>
      <input type="hidden" name="username" autoComplete="username" value={data.passwordResetRequest.username} readOnly />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        help="At least 8 characters with an uppercase and a lowercase letter, a number and a special character."
        required
        autoFocus
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        error={errors.confirmPassword}
        required
      />
      <button type="submit" className="btn btn-primary login__submit" disabled={saving}>
        {saving && <Spinner label="Saving" />}
        Save Password
      </button>
      <Link className="btn btn-link login__switch" to="/Login">
        Back to login
      </Link>
    </form>
  );
}
