import { z } from 'zod';
import { FeatureEntry, FeatureUsage } from '../features';
import { Id } from '../text';
import { ok, route } from './contract';

const TAG = 'Plans';

export const featureRegistry = route({
  method: 'get',
  path: '/api/features/registry',
  operationId: 'listFeatures',
  summary: 'The metered features and their ids',
  tag: TAG,
  access: 'user',
  responses: { 200: ok('The features', z.array(FeatureEntry)) },
});

export const checkFeature = route({
  method: 'get',
  path: '/api/user-subscriptions/feature/{id}/check',
  operationId: 'checkFeature',
  summary: "The signed-in user's use of one feature against their plan's limit",
  tag: TAG,
  access: 'user',
  request: { params: z.object({ id: Id('Feature id') }) },
  responses: { 200: ok('The usage', FeatureUsage), 404: 'No such feature, or the account is gone' },
});

export const featureUsage = route({
  method: 'get',
  path: '/api/user-subscriptions/usage',
  operationId: 'getFeatureUsage',
  summary: "The signed-in user's plan and use of every feature",
  tag: TAG,
  access: 'user',
  responses: {
    200: ok(
      'The plan and the usage by feature key',
      z.object({ plan: z.enum(['free', 'pro']), features: z.record(z.string(), FeatureUsage) }),
    ),
    404: 'The account is gone',
  },
});

export const featureContracts = [featureRegistry, checkFeature, featureUsage];
