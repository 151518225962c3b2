import { STOCK_MESSAGES, type Locale, type Message, type StockMessageId } from '@dash/contracts';

/** A stock message in the interface's language (the contracts' catalogue). */
export const stockText = (id: StockMessageId, locale: Locale) => STOCK_MESSAGES[id][locale];

/** What a message says: a stock message in the reader's language, else its own text. */
export const messageTextOf = (message: Pick<Message, 'stock_id' | 'message_text'>, locale: Locale) =>
  message.stock_id ? stockText(message.stock_id, locale) : (message.message_text ?? '');
