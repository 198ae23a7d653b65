import Fastify, { type onRequestHookHandler } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addRouteStep } from './route-hooks';

describe('steps given to a route', () => {
  it('run after the app-wide ones: the given ones before the route’s own, the last one after all', async () => {
    const ran: string[] = [];
    const step =
      (name: string): onRequestHookHandler =>
      (_request, _reply, done) => {
        ran.push(name);
        done();
      };
    const app = Fastify();
    app.addHook('onRequest', step('app-wide'));
    app.addHook('onRoute', (route) => addRouteStep(route, step('cache'), 'last'));
    app.addHook('onRoute', (route) => addRouteStep(route, step('session'), 'before-own'));
    app.addHook('onRoute', (route) => addRouteStep(route, step('access'), 'before-own'));
    app.get('/read', { onRequest: step('own') }, () => 'ok');
    const response = await app.inject({ url: '/read' });
    expect(response.body).toBe('ok');
    expect(ran).toEqual(['app-wide', 'session', 'access', 'own', 'cache']);
    await app.close();
  });
});
