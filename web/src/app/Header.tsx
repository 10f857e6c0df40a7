import { ErrorBoundary } from '../ui/ErrorBoundary';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { FontAwesomeIcon } from '../ui/Icon';
import { faChevronDown } from '@fortawesome/free-solid-svg-icons/faChevronDown';
import { faFileInvoiceDollar } from '@fortawesome/free-solid-svg-icons/faFileInvoiceDollar';
import { faArrowRotateLeft } from '@fortawesome/free-solid-svg-icons/faArrowRotateLeft';
import { faMoon } from '@fortawesome/free-solid-svg-icons/faMoon';
import { faRightFromBracket } from '@fortawesome/free-solid-svg-icons/faRightFromBracket';
import { faRightToBracket } from '@fortawesome/free-solid-svg-icons/faRightToBracket';
import { faScrewdriverWrench } from '@fortawesome/free-solid-svg-icons/faScrewdriverWrench';
import { faStore } from '@fortawesome/free-solid-svg-icons/faStore';
import { faSun } from '@fortawesome/free-solid-svg-icons/faSun';
import { faTruck } from '@fortawesome/free-solid-svg-icons/faTruck';
import { faUser } from '@fortawesome/free-solid-svg-icons/faUser';
import { Dropdown, MenuButton, MenuDivider, MenuLink } from '../ui/Menu';
import { isAdmin } from './access';
import { RelayScope } from './relaySeam';
import { ReportIssueDialog, ReportIssueMenuItem } from '../features/issueReports/ReportIssueDialog';
import { PRODUCT_NAME } from './product';
import { useSession } from './SessionProvider';
import { useTheme } from './ThemeProvider';
import { useViewer, type ViewerUser } from './ViewerProvider';
import './Header.css';

const GroupMenu = lazy(() => import('./GroupMenu').then((module) => ({ default: module.GroupMenu })));
const NotificationsMenu = lazy(() =>
  import('../features/notifications/NotificationsMenu').then((module) => ({ default: module.NotificationsMenu })),
);

export function Header() {
  const { user } = useViewer();
  const { theme, darkMode, toggleDarkMode } = useTheme();
  const showsCatalogLink = !user || user.roleLevel === 0;

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/" className="app-header__brand" title="Go to your homepage.">
          {theme?.logo ? (
            <img src={theme.logo} alt={PRODUCT_NAME} />
          ) : (
            <>
              <span className="app-header__brand-mark" aria-hidden>
                <FontAwesomeIcon icon={faFileInvoiceDollar} />
              </span>
              <span className="app-header__brand-text">{PRODUCT_NAME}</span>
            </>
          )}
        </Link>

        <nav className="app-header__nav" aria-label="Main">
          {showsCatalogLink ? (
            <NavLink to="/Catalog" className="app-header__link">
              <FontAwesomeIcon icon={faStore} />
              <span className="app-header__link-text">Product Catalog</span>
            </NavLink>
          ) : (
            <NavLink to="/QuoteDashboard" className="app-header__link">
              <FontAwesomeIcon icon={faFileInvoiceDollar} />
              <span className="app-header__link-text">Quotes</span>
            </NavLink>
          )}
        </nav>

        <div className="app-header__end">
          {user && user.groups.length > 0 && (
            <Suspense fallback={null}>
              <RelayScope>
                <GroupMenu user={user} />
              </RelayScope>
            </Suspense>
          )}
          {user && (
            // a bell that cannot read its count stays out of the header; the page goes on
            <ErrorBoundary fallback={null}>
              <Suspense fallback={null}>
                <RelayScope>
                  <NotificationsMenu key={user.id} />
                </RelayScope>
              </Suspense>
            </ErrorBoundary>
          )}
          {user && <ReportIssueDialog />}
          <DarkModeButton darkMode={darkMode} onToggle={toggleDarkMode} />
          {user ? (
            <UserMenu user={user} darkMode={darkMode} onToggleDarkMode={toggleDarkMode} />
          ) : (
            <>
              <Link to="/Login" className="btn btn-primary app-header__login" title="Visit the Login Page.">
                <FontAwesomeIcon icon={faRightToBracket} />
                Login
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

function DarkModeButton({ darkMode, onToggle }: { darkMode: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-icon"
      aria-label="Dark Mode"
      aria-pressed={darkMode}
      title="Dark Mode"
      onClick={onToggle}
    >
      <FontAwesomeIcon icon={darkMode ? faSun : faMoon} />
    </button>
  );
}

function initials(user: ViewerUser) {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.username.charAt(0)).toUpperCase();
}

function UserMenu({
  user,
  darkMode,
  onToggleDarkMode,
}: {
  user: ViewerUser;
  darkMode: boolean;
  onToggleDarkMode(): void;
}) {
  const { signOut } = useSession();
  const username = encodeURIComponent(user.username);
  const displayName = `${user.firstName} ${user.lastName}`.trim() || user.username;

  return (
    <Dropdown
      buttonClassName="btn btn-ghost"
      buttonAriaLabel={`User menu: ${displayName}`}
      label={
        <>
          {/* Drawn from the attribute so the button's text is the name alone, which its accessible name holds. */}
          <span className="app-header__avatar" data-initials={initials(user)} aria-hidden />
          <span className="app-header__user-name">{displayName}</span>
          <FontAwesomeIcon className="app-header__chevron" icon={faChevronDown} />
        </>
      }
    >
      <div className="user-menu__identity">
        <div className="user-menu__name">{displayName}</div>
        <div className="user-menu__meta">{user.username}</div>
      </div>
      {user.roleLevel > 0 && (
        <MenuLink to="/QuoteDashboard" icon={faFileInvoiceDollar}>
          Quotes
        </MenuLink>
      )}
      {user.roleLevel !== 0 && (
        <MenuLink to={`/MyOrders/${username}`} icon={faTruck} title="View past Orders.">
          Orders
        </MenuLink>
      )}
      {/* RMAs need a signed-in user above level 0 (spec part 3 §2). */}
      {user.roleLevel > 0 && (
        <MenuLink to={`/RMAs/${user.pid}`} icon={faArrowRotateLeft} title="Return requests (RMAs).">
          Returns
        </MenuLink>
      )}
      {isAdmin(user.roleLevel) && (
        <MenuLink to="/Administration" icon={faScrewdriverWrench} title="System Administration Panel">
          Administration
        </MenuLink>
      )}
      {user.roleLevel > 0 && (
        <MenuLink to="/Catalog" icon={faStore}>
          Product Catalog
        </MenuLink>
      )}
      <MenuLink to={`/MyProfile/${username}`} icon={faUser} title="Edit your profile settings.">
        My Profile
      </MenuLink>
      <ReportIssueMenuItem />
      <MenuDivider />
      <MenuButton
        icon={darkMode ? faSun : faMoon}
        role="menuitemcheckbox"
        checked={darkMode}
        onClick={onToggleDarkMode}
        trailing={<span className={darkMode ? 'switch is-on' : 'switch'} aria-hidden />}
      >
        Dark Mode
      </MenuButton>
      <MenuButton icon={faRightFromBracket} title="Sign out of your account" onClick={() => void signOut()}>
        Sign Out
      </MenuButton>
    </Dropdown>
  );
}
