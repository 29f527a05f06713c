import { buildCrypto, buildEvent, buildOtp, buildPayment, type MoreBuilt } from './moreFormats';
import { checkBasicPayload, type PayloadResult, type QrInputs, type QrTab } from './payload';

const checked = (result: MoreBuilt<string>): PayloadResult => ({
  payload: result.payload,
  problems: Object.entries(result.problems).flatMap(([field, code]) =>
    code ? [{ field, problem: { code, more: true as const } }] : [],
  ),
});

/** The string the given tab's code encodes (null when there is none) and the fields that block it. */
export function checkPayload(tab: QrTab, inputs: QrInputs): PayloadResult {
  const basic = checkBasicPayload(tab, inputs);
  if (basic) return basic;
  switch (tab) {
    case 'event':
      return checked(buildEvent(inputs.event));
    case 'payment':
      return checked(buildPayment(inputs.payment));
    case 'otp':
      return checked(buildOtp(inputs.otp));
    default:
      return checked(buildCrypto(inputs.crypto));
  }
}

/** The string the code of the given tab encodes, or null when that tab has nothing valid to encode. */
export function buildPayload(tab: QrTab, inputs: QrInputs): string | null {
  return checkPayload(tab, inputs).payload;
}
