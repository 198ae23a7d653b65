import { errorBody, idParams, okBody } from '../../../shared/schemas/common';
import { accountRemoval, adminUserPage, adminUserQuery } from '../../../shared/schemas/people-admin';
import { managedUser, managedUserList, newUserBody, userPatchBody } from '../../../shared/schemas/user';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { createUser, deleteUserAccount, listUsers, updateUserAccount } from './accounts-service';
import { removalOfAccount, userDirectory } from './directory-service';

export function userRoutes(app: Api, ctx: AppContext): void {
  app.get('/api/users', { config: { access: 'admin' }, schema: { response: { 200: managedUserList, '4xx': errorBody } } }, () => listUsers(ctx.handle.db));

  app.get(
    '/api/admin/users',
    { config: { access: 'admin' }, schema: { querystring: adminUserQuery, response: { 200: adminUserPage, '4xx': errorBody } } },
    (request) => userDirectory(ctx.handle.db, request.query),
  );

  app.get(
    '/api/admin/users/:id/delete-preview',
    { config: { access: 'league-staff' }, schema: { params: idParams, response: { 200: accountRemoval, '4xx': errorBody } } },
    (request) => removalOfAccount(ctx.handle.db, caller(request), request.params.id, ctx.now()),
  );

  app.post(
    '/api/users',
    { config: { access: 'admin' }, schema: { body: newUserBody, response: { 201: managedUser, '4xx': errorBody } } },
    async (request, reply) => reply.code(201).send(await createUser(ctx, caller(request), request.body)),
  );

  app.patch(
    '/api/users/:id',
    {
      config: { access: 'signed-in' },
      schema: { params: idParams, body: userPatchBody, response: { 200: managedUser, '4xx': errorBody } },
    },
    (request) => updateUserAccount(ctx, caller(request), request.params.id, request.body),
  );

  app.delete('/api/users/:id', { config: { access: 'admin' }, schema: { params: idParams, response: { 200: okBody, '4xx': errorBody } } }, async (request) => {
    await deleteUserAccount(ctx, caller(request), request.params.id);
    return { ok: true as const };
  });
}
