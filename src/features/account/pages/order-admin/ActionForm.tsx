import { useState } from 'react';
import { SelectField, TextArea, TextField } from '../../../../components/FormField';
import { ORDER_ACTION_BODIES } from '../../../../lib/api/contracts/order-admin';
import type { Order } from '../../../../lib/api/contracts/checkout';
import { takeOrderAction } from '../../api/orders';
import { ORDER_ACTION_RULES, type OrderAction } from '../../../../lib/domain/order-actions';
import { useForm, useFormSubmit } from '../../../../components/use-form';
import { Failure, primaryButton } from '../../ui';
import { actionFields, type ActionField } from './action-fields';

type FormAction = Exclude<OrderAction, 'resolve-query' | 'approve-refund'>;

function Field({ field, bind }: { field: ActionField; bind: ReturnType<ReturnType<typeof useForm>['field']> }) {
  const common = { label: field.label, required: field.required, ...bind };
  if (field.kind === 'textarea') return <TextArea {...common} />;
  if (field.kind === 'select') return <SelectField {...common} placeholder={field.placeholder ?? ''} options={field.options ?? []} />;
  if (field.kind === 'date') return <TextField {...common} type="date" />;
  if (field.kind === 'price') return <TextField {...common} inputMode="decimal" />;
  return <TextField {...common} />;
}

/**
 * One admin action's form, checked with the body model the server uses
 * and sent as typed; the server's field errors go under their fields. On
 * success the order page reloads the order and the log.
 */
export function ActionForm({ action, order, onDone }: { action: FormAction; order: Order; onDone: (order: Order, action: FormAction) => void }) {
  const [fields] = useState(() => actionFields(action, order));
  const form = useForm(ORDER_ACTION_BODIES[action], Object.fromEntries(fields.map((f) => [f.name, f.initial ?? ''])) as Record<string, string>);
  // Sent as typed: the server parses it again, and a parsed amount is in cents where the server reads dollars.
  const { ref, status, failure, submit } = useFormSubmit(
    () => (form.check() ? form.values : null),
    form.setErrors,
    (body) => takeOrderAction(order.orderId, action, body),
    (updated) => onDone(updated, action),
  );
  const label = ORDER_ACTION_RULES[action].label;
  return (
    <form ref={ref} noValidate onSubmit={submit} aria-label={label} className="grid max-w-xl gap-3">
      {fields.map((field) => (
        <Field key={field.name} field={field} bind={form.field(field.name)} />
      ))}
      {failure && <Failure message={failure} />}
      <div>
        <button type="submit" className={primaryButton} disabled={status === 'sending'}>
          {status === 'sending' ? 'Saving…' : label}
        </button>
      </div>
    </form>
  );
}
