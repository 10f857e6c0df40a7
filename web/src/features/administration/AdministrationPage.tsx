import { Link } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import { faAddressBook } from '@fortawesome/free-solid-svg-icons/faAddressBook';
import { faBoxOpen } from '@fortawesome/free-solid-svg-icons/faBoxOpen';
import { faBug } from '@fortawesome/free-solid-svg-icons/faBug';
import { faClockRotateLeft } from '@fortawesome/free-solid-svg-icons/faClockRotateLeft';
import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faCubes } from '@fortawesome/free-solid-svg-icons/faCubes';
import { faFileImport } from '@fortawesome/free-solid-svg-icons/faFileImport';
import { faFileInvoiceDollar } from '@fortawesome/free-solid-svg-icons/faFileInvoiceDollar';
import { faGears } from '@fortawesome/free-solid-svg-icons/faGears';
import { faKey } from '@fortawesome/free-solid-svg-icons/faKey';
import { faListUl } from '@fortawesome/free-solid-svg-icons/faListUl';
import { faPalette } from '@fortawesome/free-solid-svg-icons/faPalette';
import { faPeopleGroup } from '@fortawesome/free-solid-svg-icons/faPeopleGroup';
import { faRotateLeft } from '@fortawesome/free-solid-svg-icons/faRotateLeft';
import { faServer } from '@fortawesome/free-solid-svg-icons/faServer';
import { faSliders } from '@fortawesome/free-solid-svg-icons/faSliders';
import { faTags } from '@fortawesome/free-solid-svg-icons/faTags';
import { faRss } from '@fortawesome/free-solid-svg-icons/faRss';
import { faTruck } from '@fortawesome/free-solid-svg-icons/faTruck';
import { faUserShield } from '@fortawesome/free-solid-svg-icons/faUserShield';
import { faUsers } from '@fortawesome/free-solid-svg-icons/faUsers';
import { useViewer } from '../../app/ViewerProvider';
import { Page, PageHeader } from '../../ui/Page';
import './AdministrationPage.css';

export interface AdminCard {
  title: string;
  /** The target path for the viewer's platform id. */
  to(pid: number): string;
  icon: IconDefinition;
  /** Cards without a minimum show to everyone allowed into the administration area. */
  minRoleLevel?: number;
}

export const ADMIN_CARDS: readonly AdminCard[] = [
  { title: 'Users', to: () => '/Users', icon: faUsers },
  { title: 'Groups', to: (pid) => `/Groups/${pid}`, icon: faPeopleGroup },
  { title: 'Products', to: () => '/Products', icon: faBoxOpen },
  { title: 'Product Lists', to: (pid) => `/ProductLists/${pid}`, icon: faListUl },
  { title: 'Customers', to: (pid) => `/Customers/${pid}`, icon: faAddressBook },
  { title: 'Themes', to: (pid) => `/Themes/${pid}`, icon: faPalette },
  { title: 'RMAs', to: (pid) => `/RMAs/${pid}`, icon: faRotateLeft },
  { title: 'Status Types', to: () => '/StatusTypes', icon: faTags, minRoleLevel: 5 },
  { title: 'Configurator Models', to: () => '/ConfiguratorModels', icon: faCubes, minRoleLevel: 5 },
  { title: 'Platform Settings', to: (pid) => `/Platforms/edit/${pid}`, icon: faSliders, minRoleLevel: 5 },
  { title: 'API Tokens', to: () => '/ApiTokens', icon: faKey, minRoleLevel: 5 },
  { title: 'Imports', to: () => '/Imports', icon: faFileImport, minRoleLevel: 5 },
  { title: 'All Orders', to: (pid) => `/Orders/${pid}`, icon: faTruck, minRoleLevel: 5 },
  { title: 'Order Feed', to: () => '/OrderFeed', icon: faRss, minRoleLevel: 5 },
  { title: 'All Quotes', to: (pid) => `/Quotes/${pid}`, icon: faFileInvoiceDollar, minRoleLevel: 5 },
  { title: 'Jobs', to: () => '/Jobs', icon: faGears, minRoleLevel: 5 },
  { title: 'Approvals', to: () => '/Approvals', icon: faCircleCheck, minRoleLevel: 5 },
  { title: 'Audit Log', to: () => '/AuditLog', icon: faClockRotateLeft, minRoleLevel: 5 },
  { title: 'Role Management', to: (pid) => `/Role/${pid}`, icon: faUserShield, minRoleLevel: 9 },
  { title: 'Platforms', to: () => '/Platforms', icon: faServer, minRoleLevel: 9 },
  { title: 'Issue Reports', to: () => '/IssueReports', icon: faBug, minRoleLevel: 9 },
];

export function visibleAdminCards(roleLevel: number): AdminCard[] {
  return ADMIN_CARDS.filter((card) => card.minRoleLevel === undefined || roleLevel >= card.minRoleLevel);
}

export function AdministrationPage() {
  const { user } = useViewer();
  if (!user) return null;
  return (
    <Page>
      <PageHeader title="Administration" />
      <nav className="admin-menu" aria-label="Administration">
        {visibleAdminCards(user.roleLevel).map((card) => (
          <Link key={card.title} to={card.to(user.pid)} className="admin-card">
            <span className="admin-card__icon" aria-hidden>
              <FontAwesomeIcon icon={card.icon} />
            </span>
            <span className="admin-card__title">{card.title}</span>
          </Link>
        ))}
      </nav>
    </Page>
  );
}
