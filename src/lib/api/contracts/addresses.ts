import { z } from 'zod';
import { AUSTRALIAN_STATES } from '../../domain/constants';
import { name, optionalText, postcode, requiredText, select } from '../../domain/validation';
import { phone } from '../../domain/validation-phone';

/** An address book entry as /api/addresses answers it. */
export const AddressModel = z.object({
  addressId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  street2: z.string().nullable(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressModel>;

/** Body of POST /api/addresses and PUT /api/addresses/{addressId}: an Australian street address. */
export const AddressBodyModel = z.object({
  firstName: name('First name', 50),
  lastName: name('Last name', 50),
  company: optionalText('Company', 100),
  street: requiredText('Street address', 120),
  street2: optionalText('Apartment, suite or unit', 120),
  suburb: requiredText('Suburb', 60),
  state: select('State', AUSTRALIAN_STATES),
  postcode: postcode(),
  phone: phone('Phone', { required: false }).optional(),
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).default(false),
});
export type AddressBody = z.output<typeof AddressBodyModel>;

export const AddressListModel = z.object({ results: z.array(AddressModel) });
export const AddressDeletedModel = z.object({ deleted: z.boolean() });
