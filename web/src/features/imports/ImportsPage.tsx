import { Link } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faAddressBook } from '@fortawesome/free-solid-svg-icons/faAddressBook';
import { faBoxOpen } from '@fortawesome/free-solid-svg-icons/faBoxOpen';
import { faTruck } from '@fortawesome/free-solid-svg-icons/faTruck';
import { faUsers } from '@fortawesome/free-solid-svg-icons/faUsers';
import { Page, PageHeader } from '../../ui/Page';
import { importCardsFor } from './importTypes';
import { useViewer } from '../../app/ViewerProvider';
import './imports.css';

const ICONS = { Products: faBoxOpen, Customers: faAddressBook, Address: faTruck, Users: faUsers } as const;

export function ImportsPage() {
  const { user } = useViewer();
  return (
    <Page>
      <PageHeader
        title="Imports"
        subtitle="Add or update many records at once from a spreadsheet."
        back="/Administration"
        actions={
          <Link to="/Imports/History" className="btn btn-secondary">
            Import History
          </Link>
        }
      />
      <nav className="import-cards" aria-label="Import types">
        {importCardsFor(user?.roleLevel ?? 0).map(({ type, refusal }) => {
          const content = (
            <>
              <span className="import-card__icon" aria-hidden>
                <FontAwesomeIcon icon={ICONS[type.dataType]} />
              </span>
              <span className="import-card__title">{type.title}</span>
              <span className="import-card__text">{type.description}</span>
            </>
          );
          // A card the viewer may not use stays listed, saying why, instead of leading to a refusal.
          return refusal ? (
            <div key={type.dataType} className="import-card is-unavailable" role="group" aria-label={type.title} aria-disabled="true">
              {content}
              <span className="import-card__reason">{refusal}</span>
            </div>
          ) : (
            <Link key={type.dataType} to={`/Imports/${type.dataType}`} className="import-card">
              {content}
            </Link>
          );
        })}
      </nav>
    </Page>
  );
}
