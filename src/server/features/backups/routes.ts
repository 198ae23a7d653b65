import { createReadStream } from 'node:fs';
import { z } from 'zod';
import {
  backup,
  backupDate,
  backupDownloadQuery,
  backupFieldList,
  backupList,
  restoreBody,
  restorePreview,
  restoreResult,
} from '../../../shared/schemas/backup';
import { errorBody } from '../../../shared/schemas/common';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { actorOf } from '../auth/service';
import { previewFieldRestore, restoreFields } from './restore-fields';
import { backupForDownload, createBackup, fieldsInBackup, listBackups } from './service';

const dateParams = z.object({ date: backupDate });

/** Backups and restore: administrators only (not org_admin), as every account is in a backup. */
export function backupRoutes(app: Api, ctx: AppContext): void {
  app.get('/api/admin/backups', { config: { access: 'admin' }, schema: { response: { 200: backupList, '4xx': errorBody } } }, () => listBackups(ctx.handle.db));

  app.post('/api/admin/backup', { config: { access: 'admin' }, schema: { response: { 201: backup, '4xx': errorBody } } }, async (request, reply) =>
    reply.code(201).send(await createBackup(ctx, actorOf(caller(request)))),
  );

  app.get(
    '/api/admin/backups/:date/download',
    { config: { access: 'admin' }, schema: { params: dateParams, querystring: backupDownloadQuery } },
    async (request, reply) => {
      const file = await backupForDownload(ctx, actorOf(caller(request)), request.params.date, request.query.type);
      return reply
        .header('Content-Type', 'application/gzip')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(createReadStream(file.path));
    },
  );

  app.get(
    '/api/admin/backups/:date/fields',
    { config: { access: 'admin' }, schema: { params: dateParams, response: { 200: backupFieldList, '4xx': errorBody } } },
    (request) => fieldsInBackup(ctx, request.params.date),
  );

  app.post(
    '/api/admin/restore',
    { config: { access: 'admin' }, schema: { body: restoreBody, response: { 200: restoreResult, '4xx': errorBody } } },
    (request) => restoreFields(ctx, actorOf(caller(request)), request.body.backupDate, request.body.fieldIds),
  );

  app.post(
    '/api/admin/restore/preview',
    { config: { access: 'admin' }, schema: { body: restoreBody, response: { 200: restorePreview, '4xx': errorBody } } },
    (request) => previewFieldRestore(ctx, request.body.backupDate, request.body.fieldIds),
  );
}
