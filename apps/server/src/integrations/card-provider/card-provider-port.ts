/** The provider's answer code: '0' is success; anything else is its refusal, with a description. */
export type CardResultCode = string;

export const CARD_OK = '0';
/** Accepted for card info (the card exists, with a remark); on a block it means "already blocked". */
export const CARD_ALREADY_BLOCKED = '103';

/** A card as the provider names it: the barcode, and the back office's id of the pass. */
export type CardRef = { barcode: string; id: number };

type Answer = { resultCode: CardResultCode; description: string | null };

export type CardInfo = Answer & {
  /** The card's balance in cents; null when the provider did not say. */
  balanceCents: number | null;
  blocked: boolean | null;
};

export type ActivationDetails = Answer & {
  activatedAt: Date | null;
  /** What was loaded on the card at activation, in cents. */
  loadedCents: number | null;
  channel: string | null;
};

export type CardTransaction = {
  id: string;
  /** Cents: negative for spending, positive for a load. */
  amountCents: number;
  description: string | null;
  occurredAt: Date;
};

export type CardTransactions = Answer & { transactions: CardTransaction[] };

export type CardActionAnswer = Answer;

/**
 * Everything the application asks of the prepaid card provider (spec 03 section 7.4), and
 * nothing more, so that the built-in simulator and the HTTP adapter answer alike. An answer
 * with a result code other than '0' is the provider's refusal; a provider that cannot be reached,
 * fails or answers something unreadable throws CardProviderUnavailable.
 */
export type CardProvider = {
  kind: 'simulator' | 'http';
  getCardInfo(card: CardRef): Promise<CardInfo>;
  getActivationDetails(card: CardRef): Promise<ActivationDetails>;
  /** Spends the whole balance; the card stays usable for a new load. */
  emptyCard(card: CardRef): Promise<CardActionAnswer>;
  blockCard(barcode: string): Promise<CardActionAnswer>;
  unblock(barcode: string): Promise<CardActionAnswer>;
  /** Newest first. */
  getTransactionsForCard(barcode: string): Promise<CardTransactions>;
};

/** The provider did not answer usefully: a timeout, a 5xx, a refused connection, a malformed body. */
export class CardProviderUnavailable extends Error {
  override name = 'CardProviderUnavailable';
}
