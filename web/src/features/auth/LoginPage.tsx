import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faFileInvoiceDollar } from '@fortawesome/free-solid-svg-icons';
import { PRODUCT_NAME } from '../../app/product';
import { useSession } from '../../app/SessionProvider';
import { useTheme } from '../../app/ThemeProvider';
import { useAlerts } from '../../ui/alerts';
import { CheckboxField, TextField } from '../../ui/fields';
import { Spinner } from '../../ui/Spinner';
import type { LoginPageMutation } from './__generated__/LoginPageMutation.graphql';
import './LoginPage.css';

const loginMutation = graphql`
  mutation LoginPageMutation($input: LoginInput!) {
    login(input: $input) {
      token
      expiresAt
      mfaRequired
      platformRequiresMFA
    }
  }
`;

export const LOGIN_FAILED = 'Login failed!';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface LoginErrors {
  username?: string;
  password?: string;
}

export function validateLogin(username: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!username.trim()) errors.username = 'Email address is required.';
  else if (!EMAIL_PATTERN.test(username.trim())) errors.username = 'Invalid email address.';
  if (!password) errors.password = 'Password is required.';
  return errors;
}

export function LoginPage() {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { signIn } = useSession();
  const { theme } = useTheme();
  const [commitLogin, loggingIn] = useMutation<LoginPageMutation>(loginMutation);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [stayLoggedIn, setStayLoggedIn] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});

  const logo = theme?.logoDark || theme?.logo;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(username, password);
    setErrors(found);
    if (found.username || found.password) return;

    commitLogin({
      variables: { input: { username: username.trim(), password, stayLoggedIn } },
      onCompleted: (response) => {
        const token = response.login.token;
        if (!token) {
          alerts.failure(LOGIN_FAILED);
          return;
        }
        signIn(token, stayLoggedIn);
        navigate('/QuoteDashboard', { replace: true });
      },
      onError: () => alerts.failure(LOGIN_FAILED),
    });
  };

  return (
    <div className="login">
      <div className="login__card">
        <div className="login__brand">
          {logo ? (
            <img className="login__logo" src={logo} alt={PRODUCT_NAME} />
          ) : (
            <span className="login__mark" aria-hidden>
              <FontAwesomeIcon icon={faFileInvoiceDollar} />
            </span>
          )}
          <div>
            <h1 className="login__title">Login</h1>
            <p className="login__subtitle">{PRODUCT_NAME}</p>
          </div>
        </div>

        <form className="login__form" noValidate onSubmit={submit}>
          <TextField
            label="Email Address"
            name="username"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={username}
            onChange={setUsername}
            error={errors.username}
            required
            autoFocus
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            required
          />
          <div className="login__stay">
            <CheckboxField label="Stay logged in" name="stayLoggedIn" checked={stayLoggedIn} onChange={setStayLoggedIn} />
          </div>
          <button type="submit" className="btn btn-primary login__submit" disabled={loggingIn}>
            {loggingIn && <Spinner label="Signing in" />}
            Login
          </button>
        </form>
      </div>
    </div>
  );
}
