import { Callout, Classes, ProgressBar } from '@blueprintjs/core';
import { useAppSelector } from '../../app/hooks';
import { selectIsProUser } from '../auth/selectors';
import { SUBSCRIPTION_SECTION_ID } from '../layout/user-navigation';
import { useUpgradeToPro } from '../payments/entry';
import { exhaustedMessage, formatResetTime, isExhausted, isUnlimited } from './quota';

/**
 * SPEC §2, §9: today's AI searches left of 20 and when they reset (in IST); at 0 the exhausted
 * message with a way to upgrade. PRO users have no limit, so no bar. Until the count arrives a free
 * user sees the bar's outline in its place.
 */
export function QuotaBar() {
  const quota = useAppSelector((state) => state.recommendations.quota);
  const pro = useAppSelector(selectIsProUser);
  const upgrade = useUpgradeToPro();
  if (pro) return null;
  if (!quota) {
    // The bar's place, kept while today's count loads: the page below would jump when it came.
    return (
      <div className="quota-placeholder" aria-hidden="true">
        <div className={`quota-placeholder__row ${Classes.SKELETON}`} />
        <div className={`quota-placeholder__track ${Classes.SKELETON}`} />
      </div>
    );
  }
  if (isUnlimited(quota)) return null;

  const resets = formatResetTime(quota.resetTime);
  if (isExhausted(quota)) {
    return (
      <Callout className="quota-bar quota-bar--exhausted" intent="warning" icon="time" role="status">
        <p className="quota-bar__message">{exhaustedMessage(quota)}</p>
        <p className="quota-bar__detail">
          {resets && <>New searches at {resets}. </>}
          <a
            href={`/me#${SUBSCRIPTION_SECTION_ID}`}
            onClick={(event) => {
              // The link's address is where the plans are; the flow itself opens right here.
              event.preventDefault();
              upgrade();
            }}
          >
            Upgrade to PRO
          </a>{' '}
          for unlimited searches.
        </p>
      </Callout>
    );
  }

  const { remainingRequests: left, totalRequests: total } = quota;
  return (
    <div className="quota-bar" role="status" aria-label="AI searches left today">
      <div className="quota-bar__row">
        <span>
          <strong>{left}</strong> of {total} AI searches left today
        </span>
        {resets && <span className="quota-bar__reset">Resets {resets}</span>}
      </div>
      <ProgressBar
        value={left / total}
        stripes={false}
        animate={false}
        intent={left <= Math.ceil(total / 10) ? 'warning' : 'primary'}
        aria-label="AI searches left today"
        aria-valuetext={`${left} of ${total}`}
      />
    </div>
  );
}
