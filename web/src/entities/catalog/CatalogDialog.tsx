import { Suspense, useCallback } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
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

/**
 * Opens the catalog dialog: `open` (the click) starts loading its products before the dialog
 * renders; spread `dialog` on <CatalogDialog>.
 */
export function useCatalogDialog() {
  const [catalog, load, dispose] = useQueryLoader<CatalogDialogQuery>(catalogDialogQuery);
  const open = useCallback(() => load({}, { fetchPolicy: 'store-and-network' }), [load]);
  return { open, dialog: { catalog, onClose: dispose } };
}

/** The catalog on a quote: 'Product Catalog' in a dialog; products go on that quote. Open while its query is loaded. */
export function CatalogDialog({
  catalog,
  onClose,
  quote,
}: {
  catalog: PreloadedQuery<CatalogDialogQuery> | null | undefined;
  onClose(): void;
  quote: CatalogQuoteContext;
}) {
  return (
    <Modal open={!!catalog} onClose={onClose} title="Product Catalog" showCloseButton>
      {catalog && (
        <Suspense fallback={<LoadingIndicator label="Loading products" />}>
          <DialogBody catalog={catalog} quote={quote} />
        </Suspense>
      )}
    </Modal>
  );
}

function DialogBody({ catalog, quote }: { catalog: PreloadedQuery<CatalogDialogQuery>; quote: CatalogQuoteContext }) {
  const data = usePreloadedQuery<CatalogDialogQuery>(catalogDialogQuery, catalog);
  return <CatalogProducts query={data} variant="grid" quote={quote} />;
}
