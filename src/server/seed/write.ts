import { sql, type Kysely } from 'kysely';
import { batches } from '../db/batches';
import type { DatabaseHandle } from '../db/connect';
import { dbBool, type Database } from '../db/schema';
import { resetIdSequences } from '../db/sequences';
import { hashPassword } from '../security/passwords';
import { processImage, storeImage, type ProcessedImage } from '../features/uploads/image-service';
import { seasonValues } from '../features/seasons/admin-service';
import { fieldPhoto } from './field-photos';
import type { LeaguePlan } from './plan';

export interface DemoPasswords {
  admin: string;
  org_admin: string;
  coach: string;
}

const CHUNK = 400;

async function insertChunked<T extends keyof Database>(db: Kysely<Database>, table: T, rows: Record<string, unknown>[]): Promise<void> {
  for (const batch of batches(rows, CHUNK)) {
    // The rows are built from the plan with the table's own column names.
    await db
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

/** Writes a planned league into an empty database in one transaction. */
export async function writePlan(handle: DatabaseHandle, plan: LeaguePlan, passwords: DemoPasswords, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const hashes = {
    admin: await hashPassword(passwords.admin),
    org_admin: await hashPassword(passwords.org_admin),
    coach: await hashPassword(passwords.coach),
  };
  const photoCount = Math.min(12, Math.max(1, ...plan.fields.map((f) => f.imageCount)) * 6);
  // One after another: photo processing takes only a few at a time.
  const photos: ProcessedImage[] = [];
  for (let i = 0; i < photoCount; i++) photos.push(await processImage(await fieldPhoto(i)));

  await handle.db.transaction().execute(async (db) => {
    await insertChunked(
      db,
      'seasons',
      plan.seasons.map((s) => ({
        id: s.id,
        ...seasonValues(s.name, s.calendar),
        is_current: dbBool(s.current),
        archived_at: null,
        created_at: stamp,
        updated_at: stamp,
      })),
    );
    await insertChunked(
      db,
      'divisions',
      plan.divisions.map((d) => ({
        id: d.id,
        season_id: d.seasonId,
        name: d.name,
        position: d.position,
        fixed_seed_team_ids: d.fixedSeedTeamIds ? JSON.stringify(d.fixedSeedTeamIds) : null,
      })),
    );
    await insertChunked(
      db,
      'teams',
      plan.teams.map((t) => ({ id: t.id, division_id: t.divisionId, name: t.name })),
    );
    await insertChunked(
      db,
      'users',
      plan.users.map((u) => ({
        id: u.id,
        username: u.username,
        email: u.email,
        password_hash: hashes[u.password],
        name: u.name,
        phone: u.phone,
        role: u.role,
        game_changer_team_name: u.gameChangerTeamName,
        must_change_password: dbBool(false),
        created_at: stamp,
        updated_at: stamp,
      })),
    );
    await insertChunked(
      db,
      'team_staff',
      plan.teamStaff.map((s) => ({ user_id: s.userId, team_id: s.teamId, role: s.role })),
    );
    await insertChunked(
      db,
      'fields',
      plan.fields.map((f) => ({
        id: f.id,
        name: f.name,
        address: f.address,
        special_instructions: f.specialInstructions,
        notes: f.notes,
        division_id: null,
        created_at: stamp,
        updated_at: stamp,
      })),
    );
    await insertChunked(
      db,
      'field_teams',
      plan.fields.flatMap((f) => f.teamIds.map((teamId) => ({ field_id: f.id, team_id: teamId }))),
    );

    const imageIds: number[] = [];
    for (const photo of photos) {
      await storeImage(db, photo, now);
      const row = await db.selectFrom('images').select('id').where('hash', '=', photo.hash).executeTakeFirstOrThrow();
      imageIds.push(row.id);
    }
    await insertChunked(
      db,
      'field_images',
      plan.fields.flatMap((f) =>
        Array.from({ length: f.imageCount }, (_, position) => ({
          field_id: f.id,
          image_id: imageIds[(f.id + position) % imageIds.length],
          position,
        })),
      ),
    );

    await insertChunked(
      db,
      'games',
      plan.games.map((g) => ({
        id: g.id,
        home_team_id: g.homeTeamId,
        away_team_id: g.awayTeamId,
        field_id: g.fieldId,
        scheduled_time: g.scheduledTime,
        date_tbd: dbBool(g.dateTbd),
        time_tbd: dbBool(g.timeTbd),
        status: g.status,
        phase: g.phase,
        home_score: g.homeScore,
        away_score: g.awayScore,
        created_at: stamp,
        updated_at: stamp,
      })),
    );
    await insertChunked(
      db,
      'score_reports',
      plan.games.flatMap((g) =>
        g.reports.map((r) => ({
          game_id: g.id,
          side: r.side,
          home_score: r.homeScore,
          away_score: r.awayScore,
          reported_by_user_id: r.userId,
          reported_at: r.reportedAt,
        })),
      ),
    );
    await insertChunked(
      db,
      'playoff_formats',
      plan.playoffFormats.map((f) => ({
        division_id: f.divisionId,
        format: JSON.stringify({ pools: f.pools, championship: f.championship }),
        updated_at: stamp,
      })),
    );
    await insertChunked(
      db,
      'team_availability',
      plan.availability.map((a) => ({
        team_id: a.teamId,
        date: a.date,
        can_play_home: dbBool(a.canPlayHome),
        can_play_away: dbBool(a.canPlayAway),
        home_start_times: JSON.stringify(a.homeStartTimes),
        away_earliest_start_time: a.awayEarliestStartTime,
        away_latest_start_time: a.awayLatestStartTime,
        notes: a.notes,
      })),
    );
    await insertChunked(
      db,
      'availability_notes',
      plan.availabilityNotes.map((n) => ({ team_id: n.teamId, general_notes: n.generalNotes, updated_at: stamp })),
    );
  });
  await resetIdSequences(handle);
  // A bulk load leaves PostgreSQL without statistics until autovacuum comes by: plan from real ones.
  if (handle.engine === 'postgres') await sql`analyze`.execute(handle.db);
}
