import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@academy/shared';
import { cardClaim, resetCardClaim } from './card-claim';

/** The claim of a student's card (first-time barcode login), beside the student detail's parent and mobile access.
 * Mounted at /api/admin/students. */
export const adminCardClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { access: 'admin' as const };
  const tags = ['admin students'];

  app.get(
    '/:id/card-claim',
    {
      config: admin,
      schema: {
        params: idParams,
        tags,
        description: "Whether the student's family claimed its card, by which account and when, and the card's failed attempts and lock.",
      },
    },
    async (request) => ({ claim: await cardClaim(deps, request.params.id) }),
  );

  app.post(
    '/:id/card-claim/reset',
    {
      config: admin,
      schema: {
        params: idParams,
        tags,
        description:
          "Lets the family claim the card again: unlinks the account (signed out, deactivated, its phone freed), ends the family's mobile-app sessions and clears its app passwords, clears the card's failed attempts; the family's data stays. 409 card_not_claimed when there is nothing to reset.",
      },
    },
    async (request) => resetCardClaim(deps, { id: request.auth!.id, ip: request.ip }, request.params.id),
  );
};
