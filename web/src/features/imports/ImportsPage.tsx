import { Link } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faAddressBook } from '@fortawesome/free-solid-svg-icons/faAddressBook';
import { faBoxOpen } from '@fortawesome/free-solid-svg-icons/faBoxOpen';
import { faTruck } from '@fortawesome/free-solid-svg-icons/faTruck';
import { faUsers } from '@fortawesome/free-solid-svg-icons/faUsers';
import { Page, PageHeader } from '../../ui/Page';
import { importTypesFor } from './importTypes';
import { useViewer } from '../../app/ViewerProvider';
import './imports.css';

const ICONS = { Products: faBoxOpen, Customers: faAddressBook, Address: faTruck, Users: faUsers } as const;

export function ImportsPage() {
  const { user } = useViewer();
  return (
    <Page>
      <PageHeader title="Imports" subtitle="Add many records at once from a spreadsheet." back="/Administration" />
      <nav className="import-cards" aria-label="Import types">
        {importTypesFor(user?.roleLevel ?? 0).map((type) => (
          <Link key={type.dataType} to={`/Imports/${type.dataType}`} className="import-card">
            <span className="import-card__icon" aria-hidden>
              <FontAwesomeIcon icon={ICONS[type.dataType]} />
            </span>
            <span className="import-card__title">{type.title}</span>
            <span className="import-card__text">{type.description}</span>
          </Link>
        ))}
      </nav>
    </Page>
  );
}
