import { describe, expect, it } from 'vitest';
import type { Game } from '../../../shared/schemas/game';
import type { CaughtMail } from '../../test/mail-catcher';
import { recipientsOf, sortedUnique, withGameMail } from '../../test/game-mail';
import { testEngines } from '../../test/harness';

const STAFF = ['admin@dugout.example', 'ops@dugout.example'];
const matchup = (game: Game) => `${game.awayTeam.name} @ ${game.homeTeam.name}`;

describe.each(testEngines())('mail about games on %s', (engine) => {
  const m = withGameMail(engine);
  const coachesOf = async (game: Game) => sortedUnique([...(await m.staffAddresses(game.homeTeamId)), ...(await m.staffAddresses(game.awayTeamId))]);
  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const subjects = (mails: CaughtMail[]) => [...new Set(mails.map((mail) => mail.subject))];

  it('an administrator moves a game: after the quiet period both teams’ coaches get one mail with where it was and where it is now', async () => {
    const [game] = await m.unreportedGames(1);
    if (!game) throw new Error('no game');
    const moved = new Date(new Date(game.scheduledTime).getTime() + 30 * 60 * 1000).toISOString();
    await ok(
      m.send('PATCH', `/api/games/${game.id}`, m.admin, {
        homeTeamId: game.homeTeamId,
        awayTeamId: game.awayTeamId,
        fieldId: game.fieldId,
        scheduledTime: moved,
      }),
    );
    m.pass(60_000);
    expect(await m.digestNow(), 'nothing goes out while changes may still come').toEqual([]);

    const mails = await m.afterQuietPeriod();
    expect(recipientsOf(mails)).toEqual(await coachesOf(game));
    const after = await m.game(game.id);
    for (const mail of mails) {
      expect(mail.subject).toBe(`Game moved: ${matchup(game)}`);
      expect(mail.text).toContain(`${after.formattedTime}, at ${game.field?.name}`);
      expect(mail.text).toContain(`Moved. It was ${game.formattedTime}, at ${game.field?.name}.`);
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.html).toContain(`<h1 style="font-size: 22px;">Game moved: ${matchup(game)}</h1>`);
      expect(mail.html).toContain('<caption style="text-align: left; font-weight: bold; padding-bottom: 6px;">Changes to your games</caption>');
      expect(mail.html).toContain('<th scope="col"');
      expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/mail-preferences\/unsubscribe\?token=\d+\.changes\.[0-9a-f]{64}>$/);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }
    expect(await m.afterQuietPeriod(), 'each notice goes out once').toEqual([]);
  });

  it('the home coach sets the field to TBD: the other coaches are told, the coach who did it is not', async () => {
    const [game] = await m.unreportedGames(1);
    if (!game) throw new Error('no game');
    const home = await m.coachOf(game.homeTeamId);
    await ok(m.send('PATCH', `/api/games/${game.id}/field`, home.cookie, { fieldId: null }));
    const mails = await m.afterQuietPeriod();
    expect(recipientsOf(mails)).toEqual((await coachesOf(game)).filter((address) => address !== home.email));
    expect(mails[0]?.text).toContain(`${game.formattedTime}, at a field to be decided`);
    expect(mails[0]?.text).toContain(`It was ${game.formattedTime}, at ${game.field?.name}.`);
  });

  it('a game cancelled, then one reinstated: each its own mail to both teams', async () => {
    const [game] = await m.unreportedGames(1);
    if (!game) throw new Error('no game');
    await ok(m.send('PATCH', `/api/games/${game.id}/cancel`, m.admin, { reason: 'Field flooded' }));
    const cancelled = await m.afterQuietPeriod();
    expect(recipientsOf(cancelled)).toEqual(await coachesOf(game));
    expect(subjects(cancelled)).toEqual([`Game cancelled: ${matchup(game)}`]);
    expect(cancelled[0]?.text).toContain('Cancelled.');
    // The reason is the league office's note in the audit log, not a message to the coaches.
    expect(cancelled[0]?.text).not.toContain('Field flooded');

    await ok(m.send('PATCH', `/api/games/${game.id}/reinstate`, m.admin, { reason: 'Field dried' }));
    const reinstated = await m.afterQuietPeriod();
    expect(recipientsOf(reinstated)).toEqual(await coachesOf(game));
    expect(subjects(reinstated)).toEqual([`Game back on the schedule: ${matchup(game)}`]);
  });

  it('score reports: the other team hears of the first without its numbers, both teams of the agreed final score', async () => {
    const [game] = await m.unreportedGames(1);
    if (!game) throw new Error('no game');
    const home = await m.coachOf(game.homeTeamId);
    const away = await m.coachOf(game.awayTeamId);
    await ok(m.send('PATCH', `/api/games/${game.id}/score`, home.cookie, { homeSubmittedScore: 13, awaySubmittedScore: 11 }));
    const first = await m.afterQuietPeriod();
    expect(recipientsOf(first)).toEqual(sortedUnique(await m.staffAddresses(game.awayTeamId)));
    expect(subjects(first)).toEqual([`${game.homeTeam.name} reported the score of ${matchup(game)}`]);
    expect(first[0]?.text).toContain('Report yours in My Games');
    for (const mail of first) expect(`${mail.text}${mail.html}`).not.toMatch(/\b1[13]\b/);
    expect(first[0]?.headers['list-unsubscribe']).toMatch(/\.scores\./);

    await ok(m.send('PATCH', `/api/games/${game.id}/score`, away.cookie, { homeSubmittedScore: 13, awaySubmittedScore: 11 }));
    const final = await m.afterQuietPeriod();
    expect(recipientsOf(final)).toEqual((await coachesOf(game)).filter((address) => address !== away.email));
    expect(subjects(final)).toEqual([`Final score: ${game.awayTeam.name} 11, ${game.homeTeam.name} 13`]);
    expect(final[0]?.text).toContain('both teams reported it');
  });

  it('a dispute: both teams and league staff are told (staff without a way to turn it off), then of the resolution', async () => {
    const [game] = await m.unreportedGames(1);
    if (!game) throw new Error('no game');
    const home = await m.coachOf(game.homeTeamId);
    const away = await m.coachOf(game.awayTeamId);
    await ok(m.send('PATCH', `/api/games/${game.id}/score`, home.cookie, { homeSubmittedScore: 4, awaySubmittedScore: 2 }));
    await ok(m.send('PATCH', `/api/games/${game.id}/score`, away.cookie, { homeSubmittedScore: 2, awaySubmittedScore: 4 }));
    const mails = await m.afterQuietPeriod();
    const toStaff = mails.filter((mail) => mail.to.some((address) => STAFF.includes(address)));
    expect(recipientsOf(toStaff)).toEqual(STAFF);
    for (const mail of toStaff) {
      expect(mail.subject).toBe(`Score dispute waiting: ${matchup(game)}`);
      expect(mail.headers['list-unsubscribe']).toBeUndefined();
      expect(mail.text).toContain('Mail about score disputes waiting goes to league staff always.');
      expect(mail.text).toContain('http://localhost:3000/admin/games?status=score_disputed');
    }
    const toCoaches = mails.filter((mail) => !toStaff.includes(mail));
    // The away coach reported last, so the dispute is news to everyone else; the home coach learns the other report differs.
    expect(recipientsOf(toCoaches)).toEqual((await coachesOf(game)).filter((address) => address !== away.email));
    expect(subjects(toCoaches)).toEqual([`Score disputed: ${matchup(game)}`]);

    await ok(m.send('PATCH', `/api/games/${game.id}/resolve-dispute`, m.admin, { homeScore: 4, awayScore: 3 }));
    const resolved = await m.afterQuietPeriod();
    expect(recipientsOf(resolved)).toEqual(await coachesOf(game));
    expect(resolved[0]?.text).toContain(`The league office resolved the disputed score: final ${game.awayTeam.name} 3, ${game.homeTeam.name} 4.`);
  });

  it('the league office enters, corrects, forfeits and un-forfeits scores: both teams are told each time', async () => {
    const [entered, forfeited] = await m.unreportedGames(2);
    if (!entered || !forfeited) throw new Error('no games');
    await ok(m.send('PATCH', `/api/games/${entered.id}/direct-score`, m.admin, { homeScore: 6, awayScore: 1 }));
    let mails = await m.afterQuietPeriod();
    expect(recipientsOf(mails)).toEqual(await coachesOf(entered));
    expect(mails[0]?.text).toContain(`Final score ${entered.awayTeam.name} 1, ${entered.homeTeam.name} 6, entered by the league office.`);

    await ok(m.send('PATCH', `/api/games/${entered.id}/correct-score`, m.admin, { homeScore: 6, awayScore: 2, reason: 'Scorebook' }));
    mails = await m.afterQuietPeriod();
    expect(recipientsOf(mails)).toEqual(await coachesOf(entered));
    expect(mails[0]?.text).toContain(`The league office corrected the final score to ${entered.awayTeam.name} 2, ${entered.homeTeam.name} 6.`);

    await ok(m.send('PATCH', `/api/games/${forfeited.id}/forfeit`, m.admin, { forfeitedBy: 'away', reason: 'Too few players' }));
    mails = await m.afterQuietPeriod();
    expect(recipientsOf(mails)).toEqual(await coachesOf(forfeited));
    expect(mails[0]?.text).toContain(`Recorded as a forfeit by ${forfeited.awayTeam.name}: final ${forfeited.awayTeam.name} 0, ${forfeited.homeTeam.name} 7.`);

    await ok(m.send('PATCH', `/api/games/${forfeited.id}/undo-forfeit`, m.admin, { reason: 'Wrong game' }));
    mails = await m.afterQuietPeriod();
    expect(recipientsOf(mails)).toEqual(await coachesOf(forfeited));
    expect(subjects(mails)).toEqual([`Score removed: ${matchup(forfeited)}`]);
  });

  it('a field is deleted: the coaches of its games read that their field is to be decided', async () => {
    const [game] = await m.unreportedGames(1);
    if (!game?.fieldId) throw new Error('no game with a field');
    const toCome = (g: Game) => g.status === 'scheduled' || g.status === 'rescheduling';
    const onField = (await m.t.app.inject({ url: '/api/games' })).json<Game[]>().filter((g) => g.fieldId === game.fieldId && toCome(g));
    expect(onField.map((g) => g.id)).toContain(game.id);
    await ok(m.send('DELETE', `/api/fields/${game.fieldId}`, m.admin));
    const mails = await m.afterQuietPeriod();
    const everyone = sortedUnique((await Promise.all(onField.map(coachesOf))).flat());
    expect(sortedUnique(recipientsOf(mails))).toEqual(everyone);
    expect(recipientsOf(mails), 'one mail each, however many of their games were there').toEqual(everyone);
    const mine = mails.find((mail) => mail.to.includes(everyone[0] ?? ''));
    expect(mine?.text).toContain(`It was`);
    expect(mine?.text).toContain(`at ${game.field?.name}`);
  });
});
