import { Callout } from '@blueprintjs/core';
import { isIndia, stateCode, type Country, type State } from '../locations/location';
import { describeGst, gstBreakdown } from '@more-ai/contracts/gst';
import { CalloutTitle } from '../layout/CalloutTitle';

/** SPEC §2, §9: the GST that applies to an Indian billing address; nothing elsewhere. */
export function GstNote({ country, state }: { country: Country | null; state: State | null }) {
  if (!isIndia(country)) return null;
  if (!state) {
    return (
      <Callout icon="bank-account" className="gst-note">
        GST applies to billing addresses in India: SGST 9% + CGST 9% in Telangana, IGST 18% in other states.
      </Callout>
    );
  }
  return (
    <Callout icon="bank-account" className="gst-note">
      <CalloutTitle heading="h3">GST</CalloutTitle>
      {describeGst(gstBreakdown(country?.code, stateCode(state)))} applies to your billing address in {state.name}.
    </Callout>
  );
}
