import 'server-only';
import { fieldMaxLengths, honeypotField, isEnquiryKind, textFieldNames, type EnquiryFieldName } from '../domain/fields';
import type { EnquiryRateLimiter } from './rate-limit.server';
import type { EnquiryRepository } from './repository.server';
import { validateEnquirySelection, type SelectionFieldName } from '../domain/quoted-pump';
import { pickFields, validateEnquiry, type EnquiryChoices, type RawEnquiry } from '../domain/validation';

/**
 * Accepting one enquiry: rate limit, honeypot, validation, then the enquiry and its outbox row in one
 * transaction. Transport-agnostic: the HTTP handler turns the outcome into a response.
 */

/** Where a submission came from. */
export interface SubmissionMeta {
  /** Rate-limit key (see `rateLimitKey`). */
  rateLimitKey: string;
  /** Client address, stored with the enquiry. */
  clientAddress: string | null;
  userAgent: string | null;
  /** Site path of the form, if known. */
  page: string | null;
}

/** Result of {@link EnquiryService.submit}. */
export type SubmitOutcome =
  | { status: 'accepted'; id: string; spam: boolean }
  | { status: 'invalid'; field: EnquiryFieldName | SelectionFieldName; message: string }
  | { status: 'rate-limited'; retryAfterMs: number };

/** What the service needs. */
export interface EnquiryServiceDeps {
  repository: EnquiryRepository;
  rateLimiter: EnquiryRateLimiter;
  /** The select lists (read when needed, so a catalogue change needs no restart of the service). */
  choices: () => EnquiryChoices;
  /** The frequencies (Hz) the catalogue has a pump model code at; [] for a code it does not have. */
  modelFrequencies: (model: string) => readonly number[];
  /** Called after an enquiry is committed (wakes the outbox worker). */
  onStored?: () => void;
}

/** Whether the honeypot field carries anything. */
export function isHoneypotFilled(raw: RawEnquiry): boolean {
  const value = raw[honeypotField];
  // People never fill the hidden field; any value that is not an empty string (an object, a number,
  // an array) can only come from a script, and is never passed to String() (an object's own toString
  // may throw).
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** Accepts enquiries; see {@link EnquiryService.submit}. */
export class EnquiryService {
  constructor(private readonly deps: EnquiryServiceDeps) {}

  /**
   * Processes one submission.
   * @param raw the submitted fields (see `validateEnquiry`) plus the honeypot.
   * @returns 'accepted' only after the enquiry is committed (spam too, so that bots see success);
   *   'invalid' with the first failed check (of the fields, then of a quote's selection); 'rate-limited'
   *   past the per-client limit.
   * @throws when the database fails; the rate-limit point is given back first where possible.
   */
  async submit(raw: RawEnquiry, meta: SubmissionMeta): Promise<SubmitOutcome> {
    const { repository, rateLimiter } = this.deps;
    const origin = { clientAddress: meta.clientAddress, userAgent: meta.userAgent, page: meta.page };
    const decision = await rateLimiter.take(meta.rateLimitKey);
    if (!decision.allowed) return { status: 'rate-limited', retryAfterMs: decision.retryAfterMs };

    try {
      if (isHoneypotFilled(raw)) {
        const kind = isEnquiryKind(raw.kind) ? raw.kind : 'quote';
        const fields = pickFields(kind, raw);
        for (const field of textFieldNames) fields[field] = fields[field].slice(0, fieldMaxLengths[field]);
        const id = await repository.insert({
          ...origin,
          kind,
          status: 'spam',
          fields,
          privacyAccepted: raw.privacy === true,
        });
        return { status: 'accepted', id, spam: true };
      }

      const result = validateEnquiry(raw, this.deps.choices());
      // An invalid submission keeps its rate-limit point: a script probing the validation is limited too.
      if (!result.ok) return { status: 'invalid', field: result.field, message: result.message };
      const { kind, privacy, ...fields } = result.data;
      // A quote's selection is stored as sent or refused, never dropped in part (issue 27, finding 4).
      const checked = kind === 'quote' ? validateEnquirySelection(raw, this.deps.modelFrequencies) : null;
      if (checked && !checked.ok) return { status: 'invalid', field: checked.field, message: checked.message };
      const selection = checked?.selection ?? null;
      const id = await repository.insert({
        ...origin,
        kind,
        status: 'received',
        fields,
        privacyAccepted: privacy,
        selection,
      });
      this.deps.onStored?.();
      return { status: 'accepted', id, spam: false };
    } catch (error) {
      await rateLimiter.giveBack(meta.rateLimitKey).catch(() => undefined);
      throw error;
    }
  }
}
