import { useState, type FormEvent } from 'react';
import { graphql } from '../../app/graphqlRequest';
import { PRODUCT_NAME } from '../../app/product';
import { useOperation } from '../../app/useOperation';
import { useAlerts } from '../../ui/alerts';
import { Spinner } from '../../ui/Spinner';
import type { MfaStepVerifyMutation } from './__generated__/MfaStepVerifyMutation.graphql';
import { PasscodeField, passcodeError } from './PasscodeField';
import { SIGN_IN_MESSAGES } from '@quotecraft/rules/passwords';

const verifyMutation = graphql`
  mutation MfaStepVerifyMutation($mfaToken: String!, $passcode: String!) {
    verifyPasscode(mfaToken: $mfaToken, passcode: $passcode) {
      token
      expiresAt
    }
  }
`;

export const INCORRECT_PASSCODE = SIGN_IN_MESSAGES.incorrectPasscode;

export interface MfaChallenge {
  mfaToken: string;
  needsEnrollment: boolean;
  qrCode: string | null;
  secret: string | null;
}

export interface MfaStepProps {
  challenge: MfaChallenge;
  onVerified(token: string): void;
  onCancel(): void;
}

/** Enrolment (QR code, then a passcode) or the passcode alone for a user who already has a secret. */
export function MfaStep({ challenge, onVerified, onCancel }: MfaStepProps) {
  const alerts = useAlerts();
  const [send, verifying] = useOperation<MfaStepVerifyMutation>(verifyMutation);
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const verify = (value: string) => {
    const problem = passcodeError(value);
    setError(problem);
    if (problem) return;
    send({ mfaToken: challenge.mfaToken, passcode: value }).then(
      (response) => {
        const token = response.verifyPasscode.token;
        if (token) onVerified(token);
        else alerts.failure(INCORRECT_PASSCODE);
      },
      (failure: Error) => {
        // The form is reset so the next code can be typed straight away.
        setPasscode('');
        alerts.failure(failure.message || INCORRECT_PASSCODE);
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify(passcode);
  };

  return (
    <form className="login__form" noValidate onSubmit={submit} aria-label="Two-factor authentication">
      {challenge.needsEnrollment && (
        <div className="mfa-enrol">
          <p className="mfa-enrol__lead">
            Scan this QR code with an authenticator app (for example Google Authenticator or Microsoft Authenticator),
            then enter the 6-digit passcode it shows for {PRODUCT_NAME}.
          </p>
          {challenge.qrCode && (
            <img className="mfa-enrol__qr" src={challenge.qrCode} alt="QR code to add this account to an authenticator app" width={200} height={200} />
          )}
          {challenge.secret && (
            <p className="mfa-enrol__secret">
              Can't scan it? Enter this key: <code data-testid="mfa-secret">{challenge.secret}</code>
            </p>
          )}
        </div>
      )}
      {!challenge.needsEnrollment && <p className="login__hint">Enter the 6-digit passcode from your authenticator app.</p>}
      <PasscodeField value={passcode} onChange={setPasscode} onComplete={verify} error={error} disabled={verifying} />
      <button type="submit" className="btn btn-primary login__submit" disabled={verifying}>
        {verifying && <Spinner label="Checking passcode" />}
        Verify
      </button>
      <button type="button" className="btn btn-link login__switch" onClick={onCancel}>
        Back to login
      </button>
    </form>
  );
}
