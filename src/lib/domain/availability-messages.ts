/**
 * What a shopper reads when a product cannot go as chosen. Apart from the
 * availability rules (./availability), which bring the delivery-date rules
 * and the holiday table: the product page shows these words on load.
 */
export const PRODUCT_UNAVAILABLE_MESSAGE = 'Unfortunately, this product is not available for your chosen delivery details. Please select another product, date, or location.';
/** Shown with partner products; it is a note, not an error. */
export const PARTNER_DELIVERY_NOTE = 'Allow 3 business days for delivery';
