import type { ReactNode } from 'react';
import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import { FontAwesomeIcon } from './Icon';
import './StatusScreen.css';

export interface StatusScreenProps {
  icon: IconDefinition;
  tone: 'primary' | 'danger';
  title: ReactNode;
  text: ReactNode;
  /** the way on: a link or a button */
  action: ReactNode;
  fullPage?: boolean;
}

/** A whole screen that stands for a page that cannot be shown: a missing record, a failure. */
export function StatusScreen({ icon, tone, title, text, action, fullPage = false }: StatusScreenProps) {
  return (
    <section className={`status-screen status-screen--${tone}${fullPage ? ' status-screen--full-page' : ''}`} role="alert" aria-labelledby="status-screen-title">
      <span className="status-screen__icon" aria-hidden>
        <FontAwesomeIcon icon={icon} />
      </span>
      <h1 id="status-screen-title" className="status-screen__title">
        {title}
      </h1>
      <p className="status-screen__text">{text}</p>
      {action}
    </section>
  );
}
