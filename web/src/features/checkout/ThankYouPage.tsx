import { Link } from 'react-router';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faCircleCheck } from '@fortawesome/free-solid-svg-icons';
import { Page } from '../../ui/Page';
import './ThankYouPage.css';

export function ThankYouPage() {
  return (
    <Page narrow>
      <section className="thank-you" aria-labelledby="thank-you-title">
        <FontAwesomeIcon icon={faCircleCheck} className="thank-you__icon" aria-hidden />
        <h1 id="thank-you-title">Thank you!</h1>
        <p className="thank-you__lead">Your order was completed successfully.</p>
        <p className="thank-you__note">An email confirmation has been sent to the email address provided.</p>
        <Link to="/QuoteDashboard" className="btn btn-primary">
          Back to Quotes
        </Link>
      </section>
    </Page>
  );
}
