import type { onRequestHookHandler, RouteOptions } from 'fastify';

type Where = 'before-own' | 'last';

/** The steps given by addRouteStep and where, as against the steps a route declares itself. */
const given = new WeakMap<object, Where>();

/**
 * Gives one route an onRequest step of its own (called from an onRoute hook). Steps that act only
 * on some routes (sessions, access) are given to those routes alone, so the others, the cached
 * public reads among them, do not pay for them. A route's steps run after the app-wide ones.
 * `before-own`: after the steps given before it, but before the steps the route declares itself
 * (which may rely on the caller being known); `last`: after all of them.
 */
export function addRouteStep(route: RouteOptions, step: onRequestHookHandler, where: Where): void {
  const steps = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? [...route.onRequest] : [route.onRequest];
  const firstLater = steps.findIndex((existing) => given.get(existing) !== 'before-own');
  given.set(step, where);
  steps.splice(where === 'last' || firstLater === -1 ? steps.length : firstLater, 0, step);
  route.onRequest = steps;
}
