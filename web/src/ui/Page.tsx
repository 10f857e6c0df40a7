import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FontAwesomeIcon } from './Icon';
import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import './Page.css';

export function Page({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return <div className={narrow ? 'page page--narrow' : 'page'}>{children}</div>;
}

/** A path to go to, or `true` for one step back in history. */
export type BackTarget = string | true;

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  back?: BackTarget;
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, back, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-header__lead">
        {back !== undefined && <BackButton to={back} />}
        <div className="page-header__titles">
          <h1 className="page-header__title">{title}</h1>
          {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
        </div>
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}

export function BackButton({ to = true }: { to?: BackTarget }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn btn-outline btn-icon"
      aria-label="Back"
      title="Back"
      onClick={() => (to === true ? navigate(-1) : navigate(to))}
    >
      <FontAwesomeIcon icon={faArrowLeft} />
    </button>
  );
}
