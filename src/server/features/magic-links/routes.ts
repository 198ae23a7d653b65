import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, idParams, queryParams } from '../../../shared/schemas/common';
import {
  activeLinkList,
  generatedCount,
  generatedLink,
  linkImportResult,
  magicLinkVerification,
  revokedLinks,
  setPasswordBody,
  setPasswordResult,
  singleLinkBody,
  verifyBody,
} from '../../../shared/schemas/magic-link';
import { linkToken } from '../../../shared/schemas/password';
import type { AppContext } from '../../context';
import { Failure, invalid } from '../../errors';
import { caller } from '../../http/access';
import { sendCsv } from '../../http/csv-file';
import { refuseCrossSite } from '../../http/security';
import type { Api } from '../../http/types';
import { exportLinks, generateForAllCoaches, generateForCoach, importLinks } from './admin-service';
import { listActiveLinks, revokeLink } from './revoke-service';
import { setPasswordWithMagicLink, verifyMagicLink } from './service';

const MAX_CSV_BYTES = 1024 * 1024;
const CSV_ONLY = 'Please select a CSV file';

/** The text of the uploaded CSV file (any part name); other bodies and file types are refused. */
async function readCsvFile(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw new Failure('unsupported', 'Send the CSV file as multipart/form-data');
  let part;
  try {
    part = await request.file();
  } catch {
    throw invalid('The upload could not be read. Please try again.');
  }
  if (!part) throw invalid(CSV_ONLY);
  if (!part.filename.toLowerCase().endsWith('.csv')) throw new Failure('unsupported', CSV_ONLY);
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw new Failure('too_large', 'The CSV file is larger than 1 MB');
  return bytes.toString('utf8');
}

export function magicLinkRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/api/magic-links/verify',
    {
      config: { access: 'public' },
      schema: { querystring: queryParams({ token: linkToken }), response: { 200: magicLinkVerification, '4xx': errorBody } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return verifyMagicLink(ctx, request.query.token);
    },
  );

  // The same check with the token in the body, as the browser application sends it.
  app.post(
    '/api/magic-links/verify',
    { config: { access: 'public' }, schema: { body: verifyBody, response: { 200: magicLinkVerification, '4xx': errorBody } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return verifyMagicLink(ctx, request.body.token);
    },
  );

  app.post(
    '/api/magic-links/set-password',
    { config: { access: 'public' }, schema: { body: setPasswordBody, response: { 200: setPasswordResult, '4xx': errorBody } } },
    async (request) => {
      await setPasswordWithMagicLink(ctx, request.body.token, request.body.password, request.ip);
      return {
        success: true as const,
        message: 'Your password has been set. You can now log in with your email and new password.',
      };
    },
  );

  app.post(
    '/api/magic-links/single',
    { config: { access: 'admin' }, schema: { body: singleLinkBody, response: { 200: generatedLink, '4xx': errorBody } } },
    (request) => generateForCoach(ctx, caller(request), request.body.identifier),
  );

  app.post('/api/magic-links/generate', { config: { access: 'admin' }, schema: { response: { 200: generatedCount, '4xx': errorBody } } }, async (request) => ({
    count: await generateForAllCoaches(ctx, caller(request)),
  }));

  app.get(
    '/api/magic-links/active',
    { config: { access: 'admin' }, schema: { response: { 200: activeLinkList, '4xx': errorBody } } },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listActiveLinks(ctx);
    },
  );

  app.delete(
    '/api/magic-links/active/:id',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: revokedLinks, '4xx': errorBody } } },
    (request) => revokeLink(ctx, caller(request), request.params.id),
  );

  // A read that issues new links: refused when another site sends it, like any other change.
  app.get('/api/magic-links/export', { config: { access: 'admin' }, onRequest: refuseCrossSite }, async (request, reply) => {
    const csv = await exportLinks(ctx, caller(request));
    const day = ctx.now().toISOString().slice(0, 10);
    return sendCsv(reply, `magic-links-${day}.csv`, csv);
  });

  // Multipart bodies are read only where a file is uploaded: everywhere else a request is JSON.
  void app.register(async (scope) => {
    // An oversize file is cut short and reported by readCsvFile, in words, rather than thrown.
    await scope.register(multipart, {
      limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
      throwFileSizeLimit: false,
    });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/magic-links/import', { config: { access: 'admin' }, schema: { response: { 200: linkImportResult, '4xx': errorBody } } }, async (request) =>
        importLinks(ctx, caller(request), await readCsvFile(request)),
      );
  });
}
