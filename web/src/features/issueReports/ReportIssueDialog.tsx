import { lazy, Suspense, useEffect, useState } from 'react';
import { faBug } from '@fortawesome/free-solid-svg-icons/faBug';
import { RelayScope } from '../../app/relaySeam';
import { MenuButton } from '../../ui/Menu';

const ReportIssueForm = lazy(() => import('./ReportIssueForm').then((module) => ({ default: module.ReportIssueForm })));

const OPEN_EVENT = 'quotecraft:report-issue';

/** The user menu's "Report an issue" entry; the dialog lives outside the menu so it survives the menu closing. */
export function ReportIssueMenuItem() {
  return (
    <MenuButton icon={faBug} title="Tell us about a problem with the app." onClick={() => window.dispatchEvent(new Event(OPEN_EVENT))}>
      Report an issue
    </MenuButton>
  );
}

/** Lets any signed-in user file an issue report. */
export function ReportIssueDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RelayScope>
        <ReportIssueForm onClose={() => setOpen(false)} />
      </RelayScope>
    </Suspense>
  );
}
