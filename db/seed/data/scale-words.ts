/**
 * Words the scale catalogue names its products with, beside the flowers,
 * colour stories and styles of the florist range: places, and words for
 * plants, hampers, gifts and partner products.
 */

/** Australian towns, suburbs and regions a florist range may be named after. */
export const PLACES = [
  'Bondi',
  'Byron Bay',
  'Daintree',
  'Fremantle',
  'Hobart',
  'Kakadu',
  'Launceston',
  'Mornington',
  'Noosa',
  'Paddington',
  'Richmond',
  'St Kilda',
  'Toorak',
  'Uluru',
  'Yarra Valley',
  'Barossa',
  'Blue Mountains',
  'Daylesford',
  'Margaret River',
  'Adelaide Hills',
  'Cottesloe',
  'Fitzroy',
  'Kangaroo Island',
  'Whitsunday',
];

/** Words put before the name of a copy of a product that is not a florist arrangement, by product type. */
export const MODIFIERS: Record<string, string[]> = {
  plants: ['Little', 'Grand', 'Potted', 'Desk', 'Office', 'Windowsill', 'Evergreen', 'Lush', 'Trailing', 'Leafy', 'Indoor', 'Balcony'],
  hampers: ['Barossa', 'Yarra Valley', 'Margaret River', 'Hunter Valley', 'Tasmanian', 'Byron Bay', 'Festive', 'Deluxe', 'Weekend', 'Harvest', 'Gourmet', 'Country'],
  gifts: ['Blush', 'Golden', 'Little', 'Keepsake', 'Cosy', 'Sweet', 'Classic', 'Pastel', 'Petite', 'Bright', 'Vintage', 'Cheerful'],
  flowers: ['Scarlet', 'Blush', 'Ivory', 'Sunshine', 'Apricot', 'Lilac', 'Cornflower', 'Pastel', 'Wildflower', 'Garden', 'Meadow', 'Coastal'],
};
