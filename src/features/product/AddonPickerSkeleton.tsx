/**
 * The add-on picker's closed box while its code or its extras load: the
 * same height as "Add a gift", so Add to cart below it does not move when
 * they arrive (a tap meant for the button would land on the picker).
 */
export default function AddonPickerSkeleton() {
  return (
    <div aria-hidden="true" data-testid="addon-picker-skeleton" className="rounded-lg border border-plum/15 px-4 py-2">
      <div className="py-1">
        <div className="h-6 w-44 animate-pulse rounded bg-cream" />
      </div>
    </div>
  );
}
