import './recommendations.css';
import { Callout } from '@blueprintjs/core';
import { useAppSelector, usePageTitle } from '../../app/hooks';
import { selectSessionUser } from '../auth/selectors';
import { displayName } from '../auth/session-user';

/** The post-login default (SPEC §2). The AI search and the community feed are built on this page next. */
export function RecommendationsPage() {
  usePageTitle('Recommendations');
  const user = useAppSelector(selectSessionUser);
  return (
    <div className="page recommendations-page">
      <div className="app-container">
        <p className="recommendations-page__greeting">Hello, {displayName(user)}!</p>
        <h1 className="page__title">Recommendations</h1>
        <p className="page__lead">Describe what you feel like watching and get picks powered by our AI.</p>
        <Callout intent="primary" icon="predictive-analysis" title="AI search is on its way">
          Soon you will type a prompt such as “award-winning Korean dramas”, add filters for genre, language, length,
          era and mood, and see what the community has discovered recently, right here.
        </Callout>
      </div>
    </div>
  );
}
