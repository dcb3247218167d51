import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGE_MISSING,
  CARD_MESSAGE_MISSING_AT_CHECKOUT,
  cardMessageCounter,
  cardMessageLength,
  cardMessageLimit,
  CARD_MESSAGE_TIER_LABELS,
  linesMissingCardMessage,
  NO_CARD_MESSAGE_LABEL,
} from '../../src/lib/domain/card-message';
import { cardMessageInputModel } from '../../src/lib/domain/card-message-model';
import { validate } from '../../src/lib/domain/validation';

const florist = cardMessageInputModel();
const partner = cardMessageInputModel('gfs');

describe('card message texts', () => {
  it('are the spec words', () => {
    expect(CARD_MESSAGE_MISSING_AT_CHECKOUT).toBe('Enter a card message or tick the box for above products');
    expect(CARD_MESSAGE_MISSING).toBe('Enter a card message or tick the box below');
    expect(NO_CARD_MESSAGE_LABEL).toBe("I don't need a card message");
    expect(CARD_MESSAGE_TIER_LABELS).toEqual({ short: 'Short', medium: 'Medium', long: 'Long' });
  });
});

describe('card message limits', () => {
  it('is the tier the shopper picks: Short 400, Medium 800, Long 1200, Short by default', () => {
    expect(cardMessageLimit('short')).toBe(400);
    expect(cardMessageLimit('medium')).toBe(800);
    expect(cardMessageLimit('long')).toBe(1200);
    expect(cardMessageLimit()).toBe(400);
  });

  it('is 250 on partner lines whatever the tier', () => {
    for (const source of ['gfs', 'britishHampers', 'walwater', 'giftbaskets']) {
      expect(cardMessageLimit('short', source)).toBe(250);
      expect(cardMessageLimit('long', source)).toBe(250);
    }
  });

  it('accepts a message exactly at the limit and refuses one character more', () => {
    expect(validate(florist, { message: 'a'.repeat(400) })).toMatchObject({ ok: true });
    expect(validate(florist, { message: 'a'.repeat(401) })).toEqual({ ok: false, errors: { message: 'Card message must be at most 400 characters' } });
    expect(validate(florist, { message: 'a'.repeat(800), tier: 'medium' })).toMatchObject({ ok: true });
    expect(validate(florist, { message: 'a'.repeat(801), tier: 'medium' })).toEqual({ ok: false, errors: { message: 'Card message must be at most 800 characters' } });
    expect(validate(florist, { message: 'a'.repeat(1200), tier: 'long' })).toMatchObject({ ok: true });
    expect(validate(florist, { message: 'a'.repeat(1201), tier: 'long' })).toEqual({ ok: false, errors: { message: 'Card message must be at most 1200 characters' } });
  });

  it('holds partner lines to 250 even on the Long tier', () => {
    expect(validate(partner, { message: 'a'.repeat(250), tier: 'long' })).toMatchObject({ ok: true });
    expect(validate(partner, { message: 'a'.repeat(251), tier: 'long' })).toEqual({ ok: false, errors: { message: 'Card message must be at most 250 characters' } });
  });

  it('refuses a tier it does not offer', () => {
    expect(validate(florist, { message: 'Hi', tier: 'huge' })).toEqual({ ok: false, errors: { tier: 'Select card message length' } });
  });
});

describe('counting card message characters', () => {
  it('counts what the shopper sees: an emoji with a skin tone or an accented letter is one', () => {
    expect(cardMessageLength('Love you 👍🏽')).toBe(10);
    expect(cardMessageLength('Cafe\u0301')).toBe(4);
    expect(cardMessageLength('👨‍👩‍👧‍👦')).toBe(1);
  });

  it('counts a line break as one character, whether \\n, \\r\\n or \\r', () => {
    expect(cardMessageLength('Dear Ann,\nLove Bo')).toBe(17);
    expect(cardMessageLength('Dear Ann,\r\nLove Bo')).toBe(17);
    expect(cardMessageLength('Dear Ann,\rLove Bo')).toBe(17);
  });

  it('shows the count beside the limit', () => {
    expect(cardMessageCounter('Happy birthday', 400)).toBe('14 / 400');
  });

  it('lets the server count the same way: 400 emoji fit the Short tier, 401 do not', () => {
    expect(validate(florist, { message: '🌷'.repeat(400) })).toMatchObject({ ok: true });
    expect(validate(florist, { message: '🌷'.repeat(401) })).toMatchObject({ ok: false });
  });

  it('keeps line breaks as \\n and trims the ends before counting', () => {
    const parsed = florist.parse({ message: `  Dear Ann,\r\nLove Bo\n ` });
    expect(parsed).toEqual({ message: 'Dear Ann,\nLove Bo', tier: 'short', noCardMessage: false });
    expect(validate(florist, { message: `${'a'.repeat(400)}   \n` })).toMatchObject({ ok: true });
  });

  it('refuses one character built of thousands of combining marks', () => {
    expect(validate(florist, { message: `a${'\u0301'.repeat(4000)}` })).toEqual({ ok: false, errors: { message: 'Card message must be at most 400 characters' } });
  });
});

describe('the card message model', () => {
  it('needs a message or the ticked box', () => {
    expect(validate(florist, {})).toEqual({ ok: false, errors: { message: CARD_MESSAGE_MISSING } });
    expect(validate(florist, { message: '   \n ' })).toEqual({ ok: false, errors: { message: CARD_MESSAGE_MISSING } });
    expect(validate(florist, { noCardMessage: true })).toEqual({ ok: true, data: { message: '', tier: 'short', noCardMessage: true } });
  });

  it('drops the message when the box is ticked', () => {
    expect(florist.parse({ message: 'Hello', noCardMessage: true })).toEqual({ message: '', tier: 'short', noCardMessage: true });
  });

  it('refuses text that cannot be stored', () => {
    expect(validate(florist, { message: 'Hi\u0000there' })).toEqual({ ok: false, errors: { message: 'Card message contains a character that is not allowed' } });
    expect(validate(florist, { message: 'Hi \ud83c' })).toEqual({ ok: false, errors: { message: 'Card message contains a character that is not allowed' } });
  });
});

describe('lines missing a card message', () => {
  it('lists, in cart order, the lines with neither a message nor the tick', () => {
    const lines = [
      { lineItemId: 'a', cardMessage: 'Happy birthday' },
      { lineItemId: 'b' },
      { lineItemId: 'c', noCardMessage: true },
      { lineItemId: 'd', cardMessage: '  ', noCardMessage: false },
      { lineItemId: 'e', cardMessage: null },
    ];
    expect(linesMissingCardMessage(lines)).toEqual(['b', 'd', 'e']);
    expect(linesMissingCardMessage([])).toEqual([]);
  });
});
