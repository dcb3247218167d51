import { z } from 'zod';
import { email, mobile, name } from '../../domain/validation';

/**
 * The sender of a checkout or a saved order: who orders, and whom the shop
 * tells about the order. Apart from the recipient's rules: its mobile rule
 * needs no numbering plans, so the sender form and Save order for later
 * load no libphonenumber.
 */
export const SenderModel = z.object({
  firstName: name('First name', 50),
  lastName: name('Last name', 50),
  email: email(),
  mobile: mobile('Mobile'),
});
