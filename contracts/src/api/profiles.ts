import { z } from 'zod';
import { ProfileView } from '../profiles';
import { Id } from '../text';
import { commandAnswer, ok, route } from './contract';

const ByUser = z.object({ userId: Id('User id') });
const Followed = commandAnswer({ message: z.string(), followersCount: z.number().int() });
const TAG = 'Profiles';

export const myProfile = route({
  method: 'get',
  path: '/api/profile',
  operationId: 'getMyProfile',
  summary: "The signed-in user's own profile",
  tag: TAG,
  access: 'user',
  responses: { 200: ok('The profile', ProfileView), 404: 'The account is gone' },
});

export const profile = route({
  method: 'get',
  path: '/api/profile/{userId}',
  operationId: 'getProfile',
  summary: "A person's profile, as the viewer may see it",
  tag: TAG,
  access: 'user',
  request: { params: ByUser },
  responses: { 200: ok('The profile', ProfileView), 404: 'No such person' },
});

export const followUser = route({
  method: 'post',
  path: '/api/profile/{userId}/follow',
  operationId: 'followUser',
  summary: 'Follow a person',
  tag: TAG,
  access: 'user',
  request: { params: ByUser },
  responses: {
    200: ok('Followed', Followed),
    404: 'No such person',
    409: 'Already following',
    422: 'That is yourself, or the Idempotency-Key was used for another request',
  },
});

export const unfollowUser = route({
  method: 'delete',
  path: '/api/profile/{userId}/follow',
  operationId: 'unfollowUser',
  summary: 'Stop following a person',
  tag: TAG,
  access: 'user',
  request: { params: ByUser },
  responses: { 200: ok('Unfollowed', Followed), 404: 'Not following them' },
});

export const profileContracts = [myProfile, profile, followUser, unfollowUser];
