import { useId, useState } from 'react';
import { isLocalServiceNumber, phoneFromInput, phoneInputText } from '../lib/domain/phone-text';
import { described, Shell, type FieldShell } from './FormField';

// Its own module: the phone rules bring libphonenumber's metadata, which
// forms without a phone number should not load.
type PhoneFieldProps = FieldShell & { name: string; value: string; onChange: (value: string) => void; onBlur?: () => void; id?: string };

/**
 * A phone number with Australia as the default country: +61 is shown before
 * the box, a leading 0 or +61 typed in is absorbed, 1300/1800 numbers stay
 * local, and the number is grouped when the field is left.
 */
export function PhoneField({ label, required, error, hint, className, id: givenId, name, value, onChange, onBlur }: PhoneFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const [text, setText] = useState(() => phoneInputText(value));
  const [focused, setFocused] = useState(false);
  const [shown, setShown] = useState(value);
  // A new value from outside is shown grouped, unless the person is typing in the box.
  if (value !== shown) {
    setShown(value);
    if (!focused) setText(phoneInputText(value));
  }
  const local = isLocalServiceNumber(text);
  return (
    <Shell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <div
        className={`mt-1 flex items-stretch overflow-hidden rounded-lg border bg-white focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-plum ${error ? 'border-alert-red' : 'border-ink/25'}`}
      >
        {!local && (
          <span className="flex items-center border-r border-ink/15 bg-cream px-3 text-ink-muted" aria-hidden="true">
            +61
          </span>
        )}
        <input
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={text}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(id, error, hint)}
          className="block w-full px-3 py-2.5 text-base text-ink focus:outline-none"
          onChange={(event) => {
            setText(event.target.value);
            onChange(phoneFromInput(event.target.value));
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setText(phoneInputText(value));
            onBlur?.();
          }}
        />
      </div>
    </Shell>
  );
}
