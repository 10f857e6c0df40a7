import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Modal } from '../../ui/Modal';
import { LoadingIndicator } from '../../ui/Spinner';
import type { CatalogDialogQuery } from './__generated__/CatalogDialogQuery.graphql';
import type { CatalogQuoteContext } from './catalogActions';
import { CatalogProducts } from './CatalogProducts';

const catalogDialogQuery = graphql`
  query CatalogDialogQuery {
    ...CatalogProducts_query
  }
`;

/** The catalog on a quote: 'Product Catalog' in a dialog; products go on that quote. */
export function CatalogDialog({ open, onClose, quote }: { open: boolean; onClose(): void; quote: CatalogQuoteContext }) {
  return (
    <Modal open={open} onClose={onClose} title="Product Catalog" showCloseButton>
      {open && (
        <Suspense fallback={<LoadingIndicator label="Loading products" />}>
          <DialogBody quote={quote} />
        </Suspense>
      )}
    </Modal>
  );
}

function DialogBody({ quote }: { quote: CatalogQuoteContext }) {
  const data = useLazyLoadQuery<CatalogDialogQuery>(catalogDialogQuery, {}, { fetchPolicy: 'store-and-network' });
  return <CatalogProducts query={data} variant="grid" quote={quote} />;
}
