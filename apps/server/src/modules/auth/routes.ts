import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  barcodeLoginBody,
  barcodeSetupBody,
  birthdayBody,
  changePasswordBody,
  completeProfileV1Body,
  completeProfileV2Body,
  loginBody,
  parentInfoBody,
  profileBody,
  registerBody,
  validateBarcodeBody,
  verifyEmailBody,
  generateMobileBody,
  MAX_ID,
} from '@academy/shared';
import { AppError } from '../../lib/errors';
import { uploadError, uploadRateLimit } from '../../lib/uploads';
import { hashToken } from '../../lib/tokens';
import { takenAnswerLimits, userSignInKey, withAttemptLimits } from '../../lib/attempt-limits';
import { clientOf, trustDevice, type SignInClient } from '../../lib/trusted-devices';
import * as accounts from './service';
import * as profile from './profile-service';
import * as barcodes from './barcode-service';
import * as mobile from '../mobile/credentials-service';

const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** Spec 7 "Authentication and profile": paths and field names are the public contract. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const limited = { max: deps.config.RATE_LIMIT_AUTH_MAX, timeWindow: deps.config.RATE_LIMIT_WINDOW };
  const auth = (request: { auth: { id: number; role: string; sessionId: number } | null }) => request.auth!;
  /** A profile change that can answer phone_taken / email_taken: those answers are limited (lib/attempt-limits). */
  const answeringTaken = <T>(request: { auth: { id: number } | null; ip: string }, change: () => Promise<T>) =>
    withAttemptLimits(deps, takenAnswerLimits(deps, request.auth!.id, request.ip), change);
  /** A sign-in that succeeded: this browser becomes a trusted device of the account (lib/trusted-devices). */
  const signedIn = async <T extends { user: { id: number } }>(
    reply: FastifyReply,
    client: SignInClient,
    signIn: (client: SignInClient) => Promise<T>,
  ) => {
    const result = await signIn(client);
    trustDevice(deps, reply, userSignInKey(result.user.id), client);
    return { ...result, message: 'Login successful!' };
  };

  app.post(
    '/register',
    { config: { access: 'public', rateLimit: limited }, schema: { body: registerBody, tags: ['auth'] } },
    async (request, reply) => {
      const { userId, verificationSent } = await accounts.register(deps, request.body, request.ip);
      return reply.status(201).send({
        success: true,
        user_id: userId,
        verification_sent: verificationSent,
        message: verificationSent
          ? 'Registration successful! Welcome... A verification e-mail has been sent.'
          : 'Registration successful! Welcome...',
      });
    },
  );

  app.post(
    '/login',
    { config: { access: 'public', rateLimit: limited }, schema: { body: loginBody, tags: ['auth'] } },
    async (request, reply) => signedIn(reply, clientOf(request), (client) => accounts.login(deps, request.body, client)),
  );

  app.post('/logout', { config: { access: 'authenticated' }, schema: { tags: ['auth'] } }, async (request) => {
    await accounts.logout(deps, auth(request).sessionId);
    return { success: true };
  });

  app.get('/me', { config: { access: 'authenticated', cache: 'per-user' }, schema: { tags: ['auth'] } }, async (request) => ({
    user: await accounts.me(deps, auth(request).id),
  }));

  app.post(
    '/verify-email',
    { config: { access: 'public', rateLimit: limited }, schema: { body: verifyEmailBody, tags: ['auth'] } },
    async (request) => {
      await accounts.verifyEmail(deps, hashToken(request.body.token));
      return { success: true, message: 'Your e-mail address is verified. You can now sign in.' };
    },
  );

  app.put(
    '/change-password',
    { config: { access: 'authenticated', rateLimit: limited }, schema: { body: changePasswordBody, tags: ['auth'] } },
    async (request) => {
      await accounts.changePassword(deps, auth(request), request.body.current_password, request.body.new_password, clientOf(request));
      return { success: true, message: 'Password changed. Your other sessions were signed out.' };
    },
  );

  app.get('/profile-status', { config: { access: 'authenticated', cache: 'per-user' }, schema: { tags: ['profile'] } }, async (request) =>
    profile.profileStatus(deps, auth(request).id),
  );

  app.post(
    '/complete-profile',
    { config: { access: 'client' }, schema: { body: completeProfileV1Body, tags: ['profile'] } },
    async (request) => {
      const user = await profile.completeProfileV1(deps, auth(request).id, request.body);
      return { success: true, profile_complete: !user.profile_incomplete, message: 'Profile completed successfully!', user };
    },
  );

  app.post(
    '/profile/complete',
    { config: { access: 'client' }, schema: { body: completeProfileV2Body, tags: ['profile'] } },
    async (request) => ({
      ...(await answeringTaken(request, () => profile.completeProfileV2(deps, auth(request).id, request.body))),
      message: 'Profile completed successfully!',
    }),
  );

  app.put('/me/profile', { config: { access: 'authenticated' }, schema: { body: profileBody, tags: ['profile'] } }, async (request) => ({
    success: true,
    user: await answeringTaken(request, () => profile.updateProfile(deps, auth(request).id, request.body)),
  }));

  app.get('/me/profile/parent', { config: { access: 'client', cache: 'per-user' }, schema: { tags: ['profile'] } }, async (request) => ({
    parent: await profile.getParent(deps, auth(request).id),
  }));

  app.put('/me/profile/parent', { config: { access: 'client' }, schema: { body: parentInfoBody, tags: ['profile'] } }, async (request) => ({
    success: true,
    parent: await profile.updateParent(deps, auth(request).id, request.body),
  }));

  app.get('/me/profile/students', { config: { access: 'client', cache: 'per-user' }, schema: { tags: ['profile'] } }, async (request) => ({
    students: await profile.listStudentsWithEnrollments(deps, auth(request).id),
  }));

  app.put(
    '/me/profile/students/:id/birthday',
    { config: { access: 'client' }, schema: { params: idParam, body: birthdayBody, tags: ['profile'] } },
    async (request) => ({
      success: true,
      student: await profile.updateBirthday(deps, auth(request).id, request.params.id, request.body.date_of_birth),
    }),
  );

  app.post(
    '/upload-profile-picture',
    { config: { access: 'authenticated', rateLimit: uploadRateLimit(deps.config) }, schema: { tags: ['profile'] } },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(400, 'no_file', 'Please choose a picture to upload.');
      const file = await request.file().catch((error: unknown) => {
        throw uploadError(error);
      });
      if (!file || file.fieldname !== 'profile_picture') throw new AppError(400, 'no_file', 'Please choose a picture to upload.');
      const bytes = await file.toBuffer().catch((error: unknown) => {
        throw uploadError(error);
      });
      const url = await profile.setProfilePicture(deps, auth(request).id, bytes);
      return { success: true, profile_picture_url: url, message: 'Profile picture updated.' };
    },
  );

  app.delete('/remove-profile-picture', { config: { access: 'authenticated' }, schema: { tags: ['profile'] } }, async (request) => {
    await profile.removeProfilePicture(deps, auth(request).id);
    return { success: true };
  });

  // Claiming a card (spec 2 "Barcode modal"): every step proves the family with the parent phone on file.
  const refusedCard = 'An unknown code, a wrong phone and a family with no phone on file all answer 404 `invalid_barcode`, alike.';
  app.post(
    '/validate-barcode',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        body: validateBarcodeBody,
        tags: ['auth'],
        description: `Step 1 of claiming a card: its code and the parent phone on file. Answers { valid, student: { name (first name only), already_set_up } }. ${refusedCard} Failures are limited per card and per address (429 too_many_attempts).`,
      },
    },
    async (request) => barcodes.validateBarcode(deps, request.body, clientOf(request)),
  );

  app.post(
    '/barcode-setup-login',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        body: barcodeSetupBody,
        tags: ['auth'],
        description: `Step 2 of claiming a card: its code, the parent phone on file and the new password. Creates the family's account with that phone and signs it in ({ access_token, user }); 409 barcode_already_set_up once the family has an account. ${refusedCard}`,
      },
    },
    async (request, reply) => signedIn(reply, clientOf(request), (client) => barcodes.barcodeSetupLogin(deps, request.body, client)),
  );

  app.post(
    '/barcode-login',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        body: barcodeLoginBody,
        tags: ['auth'],
        description:
          "Signs in with a claimed card: its code and the family account's password ({ access_token, user }). An unknown or unclaimed code answers 401 invalid_barcode_or_password, as a wrong password does; failures count against the account's sign-in lock and the address.",
      },
    },
    async (request, reply) => signedIn(reply, clientOf(request), (client) => barcodes.barcodeLogin(deps, request.body, client)),
  );

  app.get('/mobile-credentials/check-eligibility', { config: { access: 'client' }, schema: { tags: ['mobile'] } }, async (request) =>
    mobile.eligibility(deps, auth(request).id),
  );

  app.post(
    '/mobile-credentials/generate',
    { config: { access: 'client' }, schema: { body: generateMobileBody, tags: ['mobile'] } },
    async (request) => {
      const { credentials, created } = await mobile.generate(deps, auth(request).id, request.body);
      return { success: true, created, credentials };
    },
  );

  app.post('/generate-mobile-credentials', { config: { access: 'client' }, schema: { tags: ['mobile'] } }, async (request) =>
    mobile.generateAll(deps, auth(request).id),
  );
};
