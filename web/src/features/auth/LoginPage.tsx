import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faFileInvoiceDollar } from '@fortawesome/free-solid-svg-icons/faFileInvoiceDollar';
import { graphql } from '../../app/graphqlRequest';
import { PRODUCT_NAME } from '../../app/product';
import { relayOf } from '../../app/relaySeam';
import { useSession } from '../../app/SessionProvider';
import { useTheme } from '../../app/ThemeProvider';
import { useOperation } from '../../app/useOperation';
import { useAlerts } from '../../ui/alerts';
import { CheckboxField, TextField } from '../../ui/fields';
import { Spinner } from '../../ui/Spinner';
import type { LoginPageMutation } from './__generated__/LoginPageMutation.graphql';
import type { LoginPageSignUpMutation } from './__generated__/LoginPageSignUpMutation.graphql';
import type { LoginPageRegisterMutation } from './__generated__/LoginPageRegisterMutation.graphql';
import type { LoginPageForgotMutation } from './__generated__/LoginPageForgotMutation.graphql';
import { MfaStep, type MfaChallenge } from './MfaStep';
import { confirmError, emailError, hasErrors, MESSAGES, newPasswordError, type FieldErrors } from '../../entities/user/passwordRules';
import './LoginPage.css';

const loginMutation = graphql`
  mutation LoginPageMutation($input: LoginInput!) {
    login(input: $input) {
      token
      expiresAt
      mfaRequired
      platformRequiresMFA
      mfaToken
      needsEnrollment
      secret
      qrCode
    }
  }
`;

const signUpMutation = graphql`
  mutation LoginPageSignUpMutation($input: SignUpInput!) {
    signUp(input: $input)
  }
`;

const registerMutation = graphql`
  mutation LoginPageRegisterMutation($input: SignUpInput!) {
    registerWithPassword(input: $input)
  }
`;

const forgotMutation = graphql`
  mutation LoginPageForgotMutation($username: String!) {
    forgotPassword(username: $username)
  }
`;

export const LOGIN_FAILED = 'Login failed!';
export const SIGN_UP_FAILED = 'Sign up failed!';
export const PASSWORD_RESET_FAILED = 'Password reset failed!';
export const RESET_EMAIL_SENT = 'Password reset email sent!';
/** The same whether the address already had an account or not: the email says which. */
export const SIGN_UP_EMAIL_SENT = 'Thank you! We have sent you an email: follow it to sign in.';

export type LoginMode = 'login' | 'forgot' | 'signUp' | 'register' | 'mfa';

const TITLES: Record<LoginMode, string> = {
  login: 'Login',
  forgot: 'Forgot Password',
  signUp: 'Try it out!',
  register: 'Create Account',
  mfa: 'Two-Factor Authentication',
};

type LoginField = 'username' | 'password';
type SignUpField = 'name' | 'username' | 'password' | 'confirmPassword';

export function validateLogin(username: string, password: string): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  errors.username = emailError(username);
  if (!password) errors.password = MESSAGES.passwordRequired;
  return errors;
}

export function validateSignUp(values: Record<SignUpField, string>): FieldErrors<SignUpField> {
  return {
    name: values.name.trim() ? undefined : MESSAGES.nameRequired,
    username: emailError(values.username),
    password: newPasswordError(values.password),
    confirmPassword: confirmError(values.password, values.confirmPassword),
  };
}

function initialMode(param: string | null): LoginMode {
  if (param === 'signup') return 'signUp';
  if (param === 'register') return 'register';
  if (param === 'forgot') return 'forgot';
  return 'login';
}

/** What a failed call says: the server's message when it sent one. */
const failureText = (error: Error, fallback: string) => error.message?.trim() || fallback;

export function LoginPage() {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [params] = useSearchParams();
  const { signIn, app } = useSession();
  const { theme, darkMode } = useTheme();
  const [sendLogin, loggingIn] = useOperation<LoginPageMutation>(loginMutation);
  const [sendSignUp, signingUp] = useOperation<LoginPageSignUpMutation>(signUpMutation);
  const [sendRegister, registering] = useOperation<LoginPageRegisterMutation>(registerMutation);
  const [sendForgot, sendingReset] = useOperation<LoginPageForgotMutation>(forgotMutation);
  const [mode, setMode] = useState<LoginMode>(() => initialMode(params.get('mode')));
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [stayLoggedIn, setStayLoggedIn] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);

  // Theme logos are drawn for the header, so they sit on the header colour here too.
  const logo = darkMode ? theme?.logoDark || theme?.logo : theme?.logo || theme?.logoDark;
  const busy = loggingIn || signingUp || registering || sendingReset;

  const switchMode = (next: LoginMode) => {
    setErrors({});
    setPassword('');
    setConfirmPassword('');
    setChallenge(null);
    setMode(next);
  };

  const finish = (token: string) => {
    signIn(token, stayLoggedIn);
    navigate('/QuoteDashboard', { replace: true });
  };

  type StepAnswer = { token: string | null | undefined; mfaRequired: boolean; mfaToken: string | null | undefined; needsEnrollment: boolean; secret: string | null | undefined; qrCode: string | null | undefined };
  const afterPassword = (answer: StepAnswer, failure: string) => {
    if (answer.token) {
      finish(answer.token);
    } else if (answer.mfaRequired && answer.mfaToken) {
      setChallenge({ mfaToken: answer.mfaToken, needsEnrollment: answer.needsEnrollment, qrCode: answer.qrCode ?? null, secret: answer.secret ?? null });
      setMode('mfa');
    } else {
      alerts.failure(failure);
    }
  };

  const submitLogin = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(username, password);
    setErrors(found);
    if (hasErrors(found)) return;
    sendLogin({ input: { username: username.trim(), password, stayLoggedIn } }).then(
      (response) => afterPassword(response.login, LOGIN_FAILED),
      (error: Error) => alerts.failure(failureText(error, LOGIN_FAILED)),
    );
  };

  const submitSignUp = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignUp({ name, username, password, confirmPassword });
    setErrors(found);
    if (hasErrors(found)) return;
    const input = { name: name.trim(), username: username.trim(), password, confirmPassword };
    const signedUp =
      mode === 'register'
        ? sendRegister({ input }).then((response) => response.registerWithPassword)
        : sendSignUp({ input }).then((response) => response.signUp);
    signedUp.then(
      (accepted) => {
        if (!accepted) {
          alerts.failure(SIGN_UP_FAILED);
          return;
        }
        alerts.success(SIGN_UP_EMAIL_SENT);
        switchMode('login');
      },
      (error: Error) => alerts.failure(failureText(error, SIGN_UP_FAILED)),
    );
  };

  const submitForgot = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(username);
    setErrors({ username: problem });
    if (problem) return;
    sendForgot({ username: username.trim() }).then(
      (response) => {
        if (!response.forgotPassword) {
          alerts.failure(PASSWORD_RESET_FAILED);
          return;
        }
        alerts.success(RESET_EMAIL_SENT);
        switchMode('login');
      },
      (error: Error) => alerts.failure(failureText(error, PASSWORD_RESET_FAILED)),
    );
  };

  const emailField = (
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
      autoFocus={mode !== 'signUp' && mode !== 'register'}
    />
  );
  const stayField = (
    <div className="login__stay">
      <CheckboxField label="Stay logged in" name="stayLoggedIn" checked={stayLoggedIn} onChange={setStayLoggedIn} />
    </div>
  );

  // The page itself needs no Relay runtime; the screen after sign-in does. It starts to load once
  // the visitor fills in the form, not with the page.
  const loadRuntimeAhead = () => void relayOf(app).catch(() => {});

  return (
    <div className="login" onInput={loadRuntimeAhead}>
      <div className="login__card">
        <div className="login__brand">
          {logo ? (
            <span className="login__logo-badge">
              <img className="login__logo" src={logo} alt={PRODUCT_NAME} />
            </span>
          ) : (
            <span className="login__mark" aria-hidden>
              <FontAwesomeIcon icon={faFileInvoiceDollar} />
            </span>
          )}
          <div>
            <h1 className="login__title">{TITLES[mode]}</h1>
            <p className="login__subtitle">{PRODUCT_NAME}</p>
          </div>
        </div>

        {mode === 'login' && (
          <form className="login__form" noValidate onSubmit={submitLogin}>
            {emailField}
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
            {stayField}
            <button type="submit" className="btn btn-primary login__submit" disabled={busy}>
              {loggingIn && <Spinner label="Signing in" />}
              Login
            </button>
            <div className="login__links">
              <button type="button" className="btn btn-link" onClick={() => switchMode('forgot')}>
                Forgot password?
              </button>
              <button type="button" className="btn btn-link" onClick={() => switchMode('signUp')}>
                New here? Try it out!
              </button>
              <button type="button" className="btn btn-link" onClick={() => switchMode('register')}>
                Create an account with two-factor sign-in
              </button>
            </div>
          </form>
        )}

        {mode === 'forgot' && (
          <form className="login__form" noValidate onSubmit={submitForgot}>
            <p className="login__hint">Enter your email address and we will send you a link to reset your password.</p>
            {emailField}
            <button type="submit" className="btn btn-primary login__submit" disabled={busy}>
              {sendingReset && <Spinner label="Sending" />}
              Send Reset Email
            </button>
            <button type="button" className="btn btn-link login__switch" onClick={() => switchMode('login')}>
              Back to login
            </button>
          </form>
        )}

        {(mode === 'signUp' || mode === 'register') && (
          <form className="login__form" noValidate onSubmit={submitSignUp}>
            {mode === 'register' && (
              <p className="login__hint">After creating your account you will set up an authenticator app for two-factor login when you first sign in.</p>
            )}
            <TextField label="Name" name="name" autoComplete="name" value={name} onChange={setName} error={errors.name} required autoFocus />
            {emailField}
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
            <button type="submit" className="btn btn-primary login__submit" disabled={busy}>
              {(signingUp || registering) && <Spinner label="Creating your account" />}
              {mode === 'register' ? 'Create Account' : 'Sign Up'}
            </button>
            <button type="button" className="btn btn-link login__switch" onClick={() => switchMode('login')}>
              Back to login
            </button>
          </form>
        )}

        {mode === 'mfa' && challenge && <MfaStep challenge={challenge} onVerified={finish} onCancel={() => switchMode('login')} />}
      </div>
    </div>
  );
}
