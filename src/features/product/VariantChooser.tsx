export interface VariantOption {
  label: string;
  variantKey: string;
  formattedPrice: string;
}

interface Props {
  variants: VariantOption[];
  chosen: string | null;
  onChoose: (variantKey: string) => void;
  disabled?: boolean;
}

/** The size chooser (Petite, Standard, Premium, Deluxe) as a radio group. */
export default function VariantChooser({ variants, chosen, onChoose, disabled }: Props) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink">Choose a size</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {variants.map((variant) => {
          const selected = variant.variantKey === chosen;
          return (
            <label
              key={variant.variantKey}
              className={`flex cursor-pointer flex-col items-center rounded-lg border-2 px-2 py-3 text-center has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-plum ${selected ? 'border-plum bg-soft-pink' : 'border-ink/15 hover:border-plum/50'}`}
            >
              <input type="radio" name="variant" value={variant.variantKey} checked={selected} onChange={() => onChoose(variant.variantKey)} className="sr-only" />
              <span className="font-semibold text-ink">{variant.label}</span>
              <span className="text-sm text-plum">{variant.formattedPrice}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
