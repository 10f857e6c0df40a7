import { useEffect } from 'react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import type { QuickConfigureQuery } from './__generated__/QuickConfigureQuery.graphql';
import { useCatalogActions } from './catalogActions';
import './catalog.css';

import { QUICK_CONFIG_GRID_LIMIT, QUICK_CONFIG_STRIP_LIMIT } from './quickConfigLimits';

export { QUICK_CONFIG_STRIP_LIMIT };

const quickConfigureQuery = graphql`
  query QuickConfigureQuery($first: Int!) {
    catalogProducts(first: $first, quickConfig: true) {
      edges {
        node {
          id
          rowId
          name
          description
          productNumber
          displayImage
          isNonConfigurable
        }
      }
    }
  }
`;

/**
 * Quick-config products. `grid`: the dashboard's 'Quick Configure' cards; `strip`: the inline
 * strip of at most 6 images. Choosing one creates a quote and opens the configurator on line 1.
 * The route loads them with the screen (routes.tsx); a new active group loads them again.
 */
export function QuickConfigure({ variant, groupKey, onHasProducts }: { variant: 'grid' | 'strip'; groupKey: number; onHasProducts?(has: boolean): void }) {
  const { data } = useRouteQuery<QuickConfigureQuery>(quickConfigureQuery, {
    variables: { first: variant === 'strip' ? QUICK_CONFIG_STRIP_LIMIT : QUICK_CONFIG_GRID_LIMIT },
    reloadOn: groupKey,
  });
  const actions = useCatalogActions(null);
  const products = data.catalogProducts.edges.map((edge) => edge.node);
  const has = products.length > 0;
  useEffect(() => onHasProducts?.(has), [has, onHasProducts]);
  if (products.length === 0) return null;
  if (variant === 'strip') {
    return (
      <div className="quick-strip" role="list" aria-label="Quick Configure">
        {products.map((product) => (
          <button key={product.id} type="button" role="listitem" className="quick-strip__item" title={product.name} aria-label={`Configure ${product.name}`} onClick={() => actions.configure(product)}>
            {product.displayImage ? <img src={product.displayImage} alt="" /> : product.name}
          </button>
        ))}
      </div>
    );
  }
  return (
    <section aria-labelledby="quick-configure-title">
      <h2 id="quick-configure-title" className="section-title">
        Quick Configure
      </h2>
      <div className="catalog-grid">
        {products.map((product) => (
          <button key={product.id} type="button" className="product-card quick-card" onClick={() => actions.configure(product)}>
            <span className="product-card__image">{product.displayImage ? <img src={product.displayImage} alt="" /> : null}</span>
            <span className="product-card__name">{product.name}</span>
            <span className="product-card__description">{product.description}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
