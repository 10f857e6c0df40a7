import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faPersonDigging } from '@fortawesome/free-solid-svg-icons';
import { Page, PageHeader, type BackTarget } from '../ui/Page';
import './ComingSoon.css';

/** Body of screens that are not built yet. */
export function ComingSoon({ title, back }: { title: string; back?: BackTarget }) {
  return (
    <Page>
      <PageHeader title={title} back={back} />
      <div className="coming-soon surface">
        <FontAwesomeIcon className="coming-soon__icon" icon={faPersonDigging} />
        <p>This screen is coming soon.</p>
      </div>
    </Page>
  );
}
