import { useMemo, useState, type FormEvent } from 'react';
import { ConfiguratorModelSelect } from '../../entities/configurator/ConfiguratorModelSelect';
import { CheckboxField, SelectField, TextAreaField, TextField, type SelectOption } from '../../ui/fields';
import { FormActionBar } from '../../ui/FormActionBar';
import { UploadDropZone } from '../../ui/UploadDropZone';
import './products.css';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

export const DESCRIPTION_MAX = 250;
export const SUPER_ADMIN_LEVEL = 9;

export interface ProductFormValues {
  name: string;
  productNumber: string;
  description: string;
  relatedItem: string;
  imageUrl: string;
  img: string;
  isNonConfigurable: boolean;
  isQuickConfig: boolean;
  defaultPrice: string;
  quantityInStock: string;
  server: string;
  applicationInstance: string;
  applicationName: string;
  headerId: string;
  profile: string;
  ruleset: string;
  namespace: string;
  configuratorModelId: number | null;
  pid: string;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  productNumber: '',
  description: '',
  relatedItem: '',
  imageUrl: '',
  img: '',
  isNonConfigurable: false,
  isQuickConfig: false,
  defaultPrice: '',
  quantityInStock: '',
  server: '',
  applicationInstance: '',
  applicationName: '',
  headerId: '',
  profile: '',
  ruleset: '',
  namespace: '',
  configuratorModelId: null,
  pid: '',
};

export const CONFIGURATOR_FIELDS = [
  ['server', 'Server'],
  ['applicationInstance', 'Application Instance'],
  ['applicationName', 'Application Name'],
  ['headerId', 'Header Id'],
  ['profile', 'Profile'],
  ['ruleset', 'Ruleset'],
  ['namespace', 'Namespace'],
] as const;

export interface ProductPayload {
  name: string;
  productNumber: string;
  description: string;
  relatedItem: string | null;
  imageUrl: string | null;
  img: string | null;
  isNonConfigurable: boolean;
  isQuickConfig: boolean;
  defaultPrice: string | null;
  quantityInStock: number | null;
  server: string | null;
  applicationInstance: string | null;
  applicationName: string | null;
  headerId: string | null;
  profile: string | null;
  ruleset: string | null;
  namespace: string | null;
  configuratorModelId: number | null;
  pid: number | null;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The save rules of spec part 2 §4: fixed price never quick-configures; configurable carries no price or stock. */
export function productPayload(values: ProductFormValues): ProductPayload {
  const fixed = values.isNonConfigurable;
  return {
    name: values.name.trim(),
    productNumber: values.productNumber.trim(),
    description: values.description.replace(/[\r\n]+/g, ' ').trim(),
    relatedItem: orNull(values.relatedItem),
    imageUrl: orNull(values.imageUrl),
    img: orNull(values.img),
    isNonConfigurable: fixed,
    isQuickConfig: fixed ? false : values.isQuickConfig,
    defaultPrice: fixed ? orNull(values.defaultPrice) : null,
    quantityInStock: fixed && values.quantityInStock.trim() !== '' ? Number(values.quantityInStock) : null,
    server: orNull(values.server),
    applicationInstance: orNull(values.applicationInstance),
    applicationName: orNull(values.applicationName),
    headerId: orNull(values.headerId),
    profile: orNull(values.profile),
    ruleset: orNull(values.ruleset),
    namespace: orNull(values.namespace),
    configuratorModelId: values.configuratorModelId,
    pid: values.pid === '' ? null : Number(values.pid),
  };
}

export type ProductErrors = Partial<Record<keyof ProductFormValues, string>>;

export function validateProduct(values: ProductFormValues, roleLevel: number): ProductErrors {
  const errors: ProductErrors = {};
  if (!values.name.trim()) errors.name = FORM_MESSAGES.nameRequired;
  if (values.description.length > DESCRIPTION_MAX) errors.description = `Description must be at most ${DESCRIPTION_MAX} characters.`;
  if (values.isNonConfigurable) {
    if (values.defaultPrice.trim() !== '' && !Number.isFinite(Number(values.defaultPrice))) errors.defaultPrice = FORM_MESSAGES.defaultPriceNumber;
    if (values.quantityInStock.trim() !== '' && !Number.isInteger(Number(values.quantityInStock))) errors.quantityInStock = FORM_MESSAGES.quantityInStockNumber;
  }
  if (roleLevel >= SUPER_ADMIN_LEVEL && values.pid === '') errors.pid = FORM_MESSAGES.platformRequired;
  return errors;
}

export interface ProductFormProps {
  mode: 'create' | 'edit';
  initial: ProductFormValues;
  roleLevel: number;
  platforms: readonly SelectOption[];
  /** The viewer's platform, for the configurator model choice when no platform is picked. */
  viewerPid: number;
  submitting?: boolean;
  submitted?: boolean;
  uploadHeaders?: Record<string, string>;
  onSave(payload: ProductPayload): void;
  onCancel(): void;
  onDelete?(): void;
  onUploadError?(message: string): void;
  /** Shown when the product has neither an uploaded image nor an image URL (e.g. an imported base64 image). */
  fallbackImage?: string | null;
}

export function ProductForm({
  mode,
  initial,
  roleLevel,
  platforms,
  viewerPid,
  submitting = false,
  submitted = false,
  uploadHeaders,
  onSave,
  onCancel,
  onDelete,
  onUploadError,
  fallbackImage,
}: ProductFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [dirty, setDirty] = useState(false);
  const editable = roleLevel >= SUPER_ADMIN_LEVEL;
  const superAdmin = roleLevel >= SUPER_ADMIN_LEVEL;
  const pid = values.pid === '' ? viewerPid : Number(values.pid);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setDirty(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProduct(values, roleLevel);
    setErrors(found);
    if (Object.keys(found).length > 0 || !editable) return;
    onSave(productPayload(values));
    setDirty(false);
  };

  const image = values.img || values.imageUrl || fallbackImage;
  const uploadFields = useMemo(() => (superAdmin && values.pid ? { pid: values.pid } : undefined), [superAdmin, values.pid]);

  return (
    <form id="product-form" className="product-form" noValidate onSubmit={submit} aria-label="Product">
      {!editable && <p className="product-form__notice">Product fields are editable only by a super administrator (level 9).</p>}

      <fieldset className="product-form__section" disabled={!editable}>
        <div role="radiogroup" aria-label="Product type" className="segmented">
          <label className="segmented__option">
            <input type="radio" name="productType" checked={!values.isNonConfigurable} onChange={() => set('isNonConfigurable', false)} />
            <span>Configurable</span>
          </label>
          <label className="segmented__option">
            <input type="radio" name="productType" checked={values.isNonConfigurable} onChange={() => set('isNonConfigurable', true)} />
            <span>Fixed Price</span>
          </label>
        </div>

        <div className="product-form__grid">
          <TextField label="Name" name="name" required value={values.name} onChange={(v) => set('name', v)} error={errors.name} />
          <TextField label="Part #" name="productNumber" value={values.productNumber} onChange={(v) => set('productNumber', v)} />
          <TextField label="Related Item" name="relatedItem" value={values.relatedItem} onChange={(v) => set('relatedItem', v)} />
          {superAdmin && (
            <SelectField
              label="Platform"
              name="pid"
              required
              placeholder="Select a Platform"
              options={platforms}
              value={values.pid}
              onChange={(v) => set('pid', v)}
              error={errors.pid}
            />
          )}
        </div>
        <div>
          <TextAreaField
            label="Description"
            name="description"
            rows={3}
            maxLength={DESCRIPTION_MAX}
            value={values.description}
            onChange={(v) => set('description', v.replace(/[\r\n]+/g, ' '))}
            error={errors.description}
          />
          <p className="product-form__counter" aria-live="polite">
            {values.description.length} / {DESCRIPTION_MAX}
          </p>
        </div>

        {values.isNonConfigurable ? (
          <div className="product-form__grid" data-testid="fixed-price-fields">
            <TextField
              label="Price"
              name="defaultPrice"
              inputMode="decimal"
              value={values.defaultPrice}
              onChange={(v) => set('defaultPrice', v)}
              error={errors.defaultPrice}
            />
            <TextField
              label="In Stock (#)"
              name="quantityInStock"
              inputMode="numeric"
              value={values.quantityInStock}
              onChange={(v) => set('quantityInStock', v)}
              error={errors.quantityInStock}
            />
          </div>
        ) : (
          <div className="product-form__configurable" data-testid="configurable-fields">
            <CheckboxField label="Quick Configure" name="isQuickConfig" checked={values.isQuickConfig} onChange={(v) => set('isQuickConfig', v)} />
            <div className="product-form__grid">
              {CONFIGURATOR_FIELDS.map(([key, label]) => (
                <TextField key={key} label={label} name={key} value={values[key]} onChange={(v) => set(key, v)} />
              ))}
            </div>
            <ConfiguratorModelSelect pid={pid} value={values.configuratorModelId} onChange={(id) => set('configuratorModelId', id)} disabled={!editable} />
          </div>
        )}
      </fieldset>

      <fieldset className="product-form__section" disabled={!editable}>
        <h2>Image</h2>
        <div className="product-form__image">
          {image ? (
            <img className="product-form__image-preview" src={image} alt="Product image" />
          ) : (
            <span className="product-form__image-preview admin-product-preview--empty" aria-hidden />
          )}
          <UploadDropZone
            accept="image/png,image/jpeg,image/gif,image/webp"
            label="Drop an image here or click to choose one"
            disabled={!editable}
            headers={uploadHeaders}
            extraFields={uploadFields}
            onUploaded={(result) => {
              const url = (result as { result?: { url?: string } })?.result?.url;
              if (url) set('img', url);
            }}
            onError={(error) => {
              const data = (error as { data?: { error?: string } }).data;
              onUploadError?.(data?.error ?? 'An error occured while uploading');
            }}
          />
        </div>
        <TextField label="Image URL" name="imageUrl" type="url" value={values.imageUrl} onChange={(v) => set('imageUrl', v)} />
      </fieldset>

      {editable && (
        <FormActionBar
          form="product-form"
          dirty={dirty}
          submitting={submitting}
          submitted={submitted && !dirty}
          onCancel={onCancel}
          onDelete={mode === 'edit' && superAdmin ? onDelete : undefined}
          deleteName={values.name || 'this product'}
        />
      )}
    </form>
  );
}
