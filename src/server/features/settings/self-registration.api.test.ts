import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/schemas/user';
import { errorMessage, json, testEngines, withAdminLeague, type TestApp } from '../../test/harness';

describe.each(testEngines())('the self-registration switch on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  withAdminLeague({ engine }, (league, cookie) => ([t, admin] = [league, cookie]));

  const setting = () => t.app.inject({ url: '/api/settings/self-registration', headers: { cookie: admin } });
  const turn = (enabled: unknown) => t.app.inject({ method: 'PUT', url: '/api/settings/self-registration', payload: { enabled }, headers: { cookie: admin } });
  const register = (username: string) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload: { username, password: 'Joining-The-Bullpen-4', name: 'New Coach' } });

  it('is off on a new league, so registration is refused', async () => {
    expect(json(await setting())).toEqual({ enabled: false });
    const refused = await register('early-bird');
    expect(refused.statusCode).toBe(403);
    errorMessage(refused, 'Registration is closed. Ask a league administrator for an account.');
  });

  it('once turned on lets a visitor register as a coach without teams, and off again closes it', async () => {
    expect(json(await turn(true))).toEqual({ enabled: true });
    expect(json(await setting())).toEqual({ enabled: true });
    const joined = await register('newcomer');
    expect(joined.statusCode).toBe(201);
    expect(json<SessionUser>(joined)).toMatchObject({ username: 'newcomer', role: 'coach', teamStaff: [] });

    expect(json(await turn(false))).toEqual({ enabled: false });
    expect((await register('latecomer')).statusCode).toBe(403);
    const audit = await t.handle.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.update').orderBy('id').execute();
    expect(audit.map((a) => [a.entity_id, a.before_state, a.after_state])).toEqual([
      ['self_registration', 'false', 'true'],
      ['self_registration', 'true', 'false'],
    ]);
  });

  it('accepts only true or false', async () => {
    const response = await turn('yes');
    expect(response.statusCode).toBe(400);
    errorMessage(response, 'enabled must be true or false');
    expect(json(await setting())).toEqual({ enabled: false });
  });
});
