import Router from '@koa/router';
import { ContactStatusInput, updateContactStatus } from '@more-ai/contracts/api/admin';
import { SubmitContactMessageInput } from '@more-ai/contracts/api/contacts';
import { parseInput } from '@more-ai/platform';
import { requireRole } from '@more-ai/platform/auth/middleware';
import type { CommandHandler } from '../pipeline/handle-command';
import { commandMetadata, respond } from '../pipeline/respond';
import type { ReadModelQueries } from '../read-models';
import { contactDecider } from './decide';
import { newIdFor } from '../pipeline/idempotency';

export const CONTACT_RECEIVED = "Thank you for contacting us! We've received your message and will get back to you soon.";
export const CONTACT_STATUS_UPDATED = 'Contact status updated';

const CONTACT_IDS = 'b6a3f0de-83c2-4c1a-9a0e-2a5d3b1f7c44';

/**
 * POST /api/contacts/submit (public): a visitor's Contact Us message; PATCH /api/contacts/{id}
 * (admins): its status and the admins' notes.
 */
export function contactRoutes(commands: CommandHandler, reads: Pick<ReadModelQueries, 'contactView'>): Router {
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

  // The role is checked before the id or the body is read: nobody else learns what is valid here.
  router.patch('/api/contacts/:id', requireRole('admin', 'superadmin'), async (ctx) => {
    const { id } = parseInput(updateContactStatus.request.params, ctx.params);
    const { status, adminNotes } = parseInput(ContactStatusInput, ctx.request.body);
    const result = await commands.handle(contactDecider, id, { type: 'UpdateContactStatus', status, adminNotes }, commandMetadata(ctx));
    const position = result.events.length ? result.position : undefined;
    const contact = await reads.contactView(id, result.position);
    // The stream has the message, so the read model has it too unless its projector is far behind.
    if (!contact) throw new Error(`contact message ${id} is not in the contacts read model yet`);
    respond(ctx, 200, { message: CONTACT_STATUS_UPDATED, contact }, position);
  });
  return router;
}
