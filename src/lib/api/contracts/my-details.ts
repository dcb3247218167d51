import { z } from 'zod';
import { email, mobile, name } from '../../domain/validation';
import { phone } from '../../domain/validation-phone';

/** Body of PUT /api/account/details (customers): the shared builders for name, email, mobile, phone. */
export const MyDetailsBodyModel = z.object({
  firstName: name('First name', 50),
  lastName: name('Last name', 50),
  email: email(),
  mobile: mobile('Mobile'),
  phone: phone('Phone', { required: false }).optional(),
});
export type MyDetailsBody = z.output<typeof MyDetailsBodyModel>;
