import Router from '@koa/router';
import { SubmitContactMessageInput } from '@more-ai/contracts/api/contacts';
import { parseInput } from '@more-ai/platform';
import type { CommandHandler } from '../pipeline/handle-command';
import { commandMetadata, respond } from '../pipeline/respond';
import { contactDecider } from './decide';
import { newIdFor } from '../pipeline/idempotency';

export const CONTACT_RECEIVED = "Thank you for contacting us! We've received your message and will get back to you soon.";

const CONTACT_IDS = 'b6a3f0de-83c2-4c1a-9a0e-2a5d3b1f7c44';

/** POST /api/contacts/submit (public): a visitor's Contact Us message. */
export function contactRoutes(commands: CommandHandler): Router {
  const router = new Router();
  router.post('/api/contacts/submit', async (ctx) => {
    const input = parseInput(SubmitContactMessageInput, ctx.request.body);
    // With an Idempotency-Key a retry lands on the same stream, so it can never make a second message.
    const contactId = newIdFor(ctx, CONTACT_IDS);
    const result = await commands.handle(
      contactDecider,
      contactId,
      { type: 'SubmitContactMessage', contactId, ...input },
      commandMetadata(ctx),
    );
    respond(ctx, 201, { message: CONTACT_RECEIVED, contactId }, result.position);
  });
  return router;
}
