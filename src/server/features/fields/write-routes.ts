import { errorBody, idParams, okBody } from '../../../shared/schemas/common';
import { field, fieldDeletePreview, fieldInput } from '../../../shared/schemas/field';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { FIELD_SIGN_IN_MESSAGE } from './access-service';
import { createField, deleteField, fieldDeletePreview as previewFieldDeletion, updateField } from './write-service';

/** Adding, changing and deleting fields: league staff any field, coaches those of their teams. */
export function fieldWriteRoutes(app: Api, ctx: AppContext): void {
  const config = { access: 'signed-in', signInMessage: FIELD_SIGN_IN_MESSAGE } as const;

  app.post('/api/fields', { config, schema: { body: fieldInput, response: { 201: field, '4xx': errorBody } } }, async (request, reply) =>
    reply.code(201).send(await createField(ctx, caller(request), request.body)),
  );

  app.patch('/api/fields/:id', { config, schema: { params: idParams, body: fieldInput, response: { 200: field, '4xx': errorBody } } }, (request) =>
    updateField(ctx, caller(request), request.params.id, request.body),
  );

  app.get('/api/fields/:id/delete-preview', { config, schema: { params: idParams, response: { 200: fieldDeletePreview, '4xx': errorBody } } }, (request) =>
    previewFieldDeletion(ctx, caller(request), request.params.id),
  );

  app.delete('/api/fields/:id', { config, schema: { params: idParams, response: { 200: okBody, '4xx': errorBody } } }, async (request) => {
    await deleteField(ctx, caller(request), request.params.id);
    return { ok: true as const };
  });
}
