import { Suspense, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useNavigate, useParams } from 'react-router';
import { NotFound, NotFoundBoundary, parseRowId } from '../../ui/NotFound';
import { useSession } from '../../app/SessionProvider';
import { useViewer } from '../../app/ViewerProvider';
import { authorizationHeaders } from '../../app/sessionToken';
import { useAlerts } from '../../ui/alerts';
import { errorMessage } from '../../ui/errorMessage';
import { Page, PageHeader } from '../../ui/Page';
import { LoadingIndicator } from '../../ui/Spinner';
import type { ProductFormPageQuery, ProductFormPageQuery$data } from './__generated__/ProductFormPageQuery.graphql';
import type { ProductFormPageCreateMutation } from './__generated__/ProductFormPageCreateMutation.graphql';
import type { ProductFormPageUpdateMutation } from './__generated__/ProductFormPageUpdateMutation.graphql';
import type { ProductFormPageDeleteMutation } from './__generated__/ProductFormPageDeleteMutation.graphql';
import { EMPTY_PRODUCT, ProductForm, SUPER_ADMIN_LEVEL, type ProductFormValues } from './ProductForm';

const formQuery = graphql`
  query ProductFormPageQuery($rowId: Int!, $edit: Boolean!, $superAdmin: Boolean!) {
    adminProduct(rowId: $rowId) @include(if: $edit) {
      ...ProductFormPage_product @relay(mask: false)
    }
    platforms(first: 200) @include(if: $superAdmin) {
      edges {
        node {
          rowId
          name
        }
      }
    }
  }
`;

graphql`
  fragment ProductFormPage_product on Product {
    id
    rowId
    pid
    name
    productNumber
    description
    relatedItem
    imageUrl
    img
    displayImage
    isNonConfigurable
    isQuickConfig
    defaultPrice
    quantityInStock
    server
    applicationInstance
    applicationName
    headerId
    profile
    ruleset
    namespace
    configuratorModelId
  }
`;

const createMutation = graphql`
  mutation ProductFormPageCreateMutation($input: ProductInput!) {
    createProduct(input: $input) {
      ...ProductFormPage_product @relay(mask: false)
    }
  }
`;

const updateMutation = graphql`
  mutation ProductFormPageUpdateMutation($id: Int!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...ProductFormPage_product @relay(mask: false)
    }
  }
`;

const deleteMutation = graphql`
  mutation ProductFormPageDeleteMutation($id: Int!) {
    deleteProduct(id: $id) @deleteRecord
  }
`;

type ProductData = NonNullable<ProductFormPageQuery$data['adminProduct']>;

function toValues(product: ProductData | null | undefined, defaultPid: string): ProductFormValues {
  if (!product) return { ...EMPTY_PRODUCT, pid: defaultPid };
  return {
    name: product.name,
    productNumber: product.productNumber,
    description: product.description,
    relatedItem: product.relatedItem ?? '',
    imageUrl: product.imageUrl ?? '',
    img: product.img ?? '',
    isNonConfigurable: product.isNonConfigurable,
    isQuickConfig: product.isQuickConfig,
    defaultPrice: product.defaultPrice == null ? '' : String(product.defaultPrice),
    quantityInStock: product.quantityInStock == null ? '' : String(product.quantityInStock),
    server: product.server ?? '',
    applicationInstance: product.applicationInstance ?? '',
    applicationName: product.applicationName ?? '',
    headerId: product.headerId ?? '',
    profile: product.profile ?? '',
    ruleset: product.ruleset ?? '',
    namespace: product.namespace ?? '',
    configuratorModelId: product.configuratorModelId ?? null,
    pid: String(product.pid),
  };
}

function ProductFormLoader({ action, rowId }: { action: 'create' | 'edit'; rowId: number }) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { user } = useViewer();
  const { token } = useSession();
  const roleLevel = user?.roleLevel ?? -1;
  const superAdmin = roleLevel >= SUPER_ADMIN_LEVEL;
  const { data } = useRouteQuery<ProductFormPageQuery>(formQuery);
  const [commitCreate, creating] = useMutation<ProductFormPageCreateMutation>(createMutation);
  const [commitUpdate, updating] = useMutation<ProductFormPageUpdateMutation>(updateMutation);
  const [commitDelete, deleting] = useMutation<ProductFormPageDeleteMutation>(deleteMutation);
  const [submitted, setSubmitted] = useState(false);

  if (action === 'edit' && !data.adminProduct) return <ProductNotFound />;
  const product = data.adminProduct;
  const platforms = (data.platforms?.edges ?? []).map((e) => ({ value: String(e.node.rowId), label: e.node.name }));
  const initial = toValues(product, superAdmin ? String(user?.pid ?? '') : '');

  return (
    <ProductForm
      key={product?.id ?? 'new'}
      mode={action}
      initial={initial}
      roleLevel={roleLevel}
      platforms={platforms}
      viewerPid={user?.pid ?? 0}
      fallbackImage={product?.displayImage}
      submitting={creating || updating || deleting}
      submitted={submitted}
      uploadHeaders={authorizationHeaders(token)}
      onUploadError={(message) => alerts.failure(message)}
      onCancel={() => navigate('/Products')}
      onSave={(payload) => {
        const input = { ...payload, pid: superAdmin ? payload.pid : undefined };
        if (action === 'create') {
          commitCreate({
            variables: { input },
            onCompleted: (response) => {
              alerts.success(`Successfully created Product: ${response.createProduct.rowId}`);
              navigate(`/Products/edit/${response.createProduct.rowId}`, { replace: true });
            },
            onError: (error) => alerts.failure(errorMessage(error, 'Failed to create product.')),
          });
        } else {
          commitUpdate({
            variables: { id: rowId, input },
            onCompleted: (response) => {
              setSubmitted(true);
              alerts.success(`Successfully updated Product: ${response.updateProduct.rowId}`);
            },
            onError: (error) => alerts.failure(errorMessage(error, 'Failed to update product.')),
          });
        }
      }}
      onDelete={() =>
        commitDelete({
          variables: { id: rowId },
          onCompleted: () => {
            alerts.success(`Successfully deleted Product: ${product?.name ?? rowId}`);
            navigate('/Products', { replace: true });
          },
          onError: (error) => alerts.failure(errorMessage(error, 'Failed to delete product.')),
        })
      }
    />
  );
}

export function ProductFormPage() {
  const params = useParams();
  const action = params.action === 'edit' ? 'edit' : params.action === 'create' ? 'create' : null;
  const rowId = action === 'edit' ? parseRowId(params.id) : 0;
  if (!action || rowId === null) return <ProductNotFound />;
  return (
    <NotFoundBoundary key={`${action}-${rowId}`} what="Product" back="/Products">
      <Page>
        <PageHeader title={action === 'create' ? 'Create Product' : 'Edit Product'} back="/Products" />
        <Suspense fallback={<LoadingIndicator label="Loading product" />}>
          <ProductFormLoader key={`${action}-${rowId}`} action={action} rowId={rowId} />
        </Suspense>
      </Page>
    </NotFoundBoundary>
  );
}

const ProductNotFound = () => <NotFound what="Product" back="/Products" />;
