import { useState } from 'react';
import { ACCOUNT_PAGES } from '../../../lib/domain/account';
import { duplicateCatalogueProduct } from '../api/catalogue-new';
import { Failure, secondaryButton } from '../ui';

/** Makes a draft copy of the product (same sizes, prices, listings and pictures) and opens it. */
export function DuplicateButton({ productKey }: { productKey: string }) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const duplicate = async () => {
    setSending(true);
    setFailure(null);
    const result = await duplicateCatalogueProduct(productKey);
    if (!result.ok) {
      setSending(false);
      setFailure(result.error.message);
      return;
    }
    location.assign(`${ACCOUNT_PAGES['catalogue-product'].path}?key=${encodeURIComponent(result.data.key)}`);
  };
  return (
    <>
      <button type="button" className={secondaryButton} disabled={sending} onClick={() => void duplicate()}>
        {sending ? 'Copying…' : 'Duplicate'}
      </button>
      {failure && <Failure message={failure} />}
    </>
  );
}
