import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useViewer } from '../../app/ViewerProvider';
import type { CatalogBodyQuery } from './__generated__/CatalogBodyQuery.graphql';
import { CatalogProducts } from './CatalogProducts';

// The query of the routes that show the catalog: /Catalog and the landing page.
const catalogBodyQuery = graphql`
  query CatalogBodyQuery {
    ...CatalogProducts_query
  }
`;

export function CatalogBody({ variant }: { variant: 'grid' | 'table' }) {
  const { user } = useViewer();
  // The group filter changes which products the server returns.
  const data = useRouteQuery<CatalogBodyQuery>(catalogBodyQuery, { reloadOn: user?.groupId ?? 0 }).data;
  return <CatalogProducts query={data} variant={variant} />;
}
