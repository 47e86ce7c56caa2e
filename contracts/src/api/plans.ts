import { z } from 'zod';
import { PlanView } from '../plans';
import { ok, route } from './contract';

const TAG = 'Plans';

export const listPlans = route({
  method: 'get',
  path: '/api/subscriptions',
  operationId: 'listPlans',
  summary: 'Every plan, cheapest first',
  tag: TAG,
  access: 'public',
  responses: { 200: ok('The plans', z.array(PlanView)) },
});

export const listActivePlans = route({
  method: 'get',
  path: '/api/subscriptions/active',
  operationId: 'listActivePlans',
  summary: 'The plans on sale, cheapest first (the landing page)',
  tag: TAG,
  access: 'public',
  responses: { 200: ok('The plans', z.array(PlanView)) },
});

export const planContracts = [listPlans, listActivePlans];
