import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/**
 * The project's own lint config, without type information (the rules under test read imports, not
 * types), on planted files only: no project-wide lint.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/') || ruleId === 'no-restricted-imports',
});

/** The rules a file planted at `path` (from the root) with this text breaks. */
async function brokenRules(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: join(root, path) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the server architecture the linter keeps', () => {
  let planted: string;

  beforeAll(() => {
    // Cycles are found through the files on disk, so the cycle's two modules are written out.
    planted = mkdtempSync(join(root, 'src/server/jobs/planted-'));
    writeFileSync(join(planted, 'first.ts'), "import { second } from './second';\nexport const first = (): number => second() + 1;\n");
    writeFileSync(join(planted, 'second.ts'), "import { first } from './first';\nexport const second = (): number => first() - 1;\n");
    writeFileSync(join(planted, 'leaf.ts'), 'export const leaf = 1;\n');
  });

  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it('refuses an import cycle', async () => {
    const first = relative(root, join(planted, 'first.ts'));
    expect(await brokenRules(first, "import { second } from './second';\nexport const first = (): number => second() + 1;\n")).toEqual(['import-x/no-cycle']);
  });

  it('allows a module that imports one that does not import it back', async () => {
    const user = relative(root, join(planted, 'user.ts'));
    expect(await brokenRules(user, "import { leaf } from './leaf';\nexport const user = leaf;\n")).toEqual([]);
  });

  it('refuses server infrastructure importing a feature, even a type', async () => {
    expect(await brokenRules('src/server/http/planted.ts', "import { signOut } from '../features/auth/service';\nexport const out = signOut;\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await brokenRules('src/server/jobs/planted.ts', "import type { SignedIn } from '../features/auth/service';\nexport type S = SignedIn;\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(
      await brokenRules(
        'src/server/db/migrations/planted.ts',
        "import { currentSeason } from '../../features/seasons/service';\nexport const s = currentSeason;\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it("lets the seed reach a feature only through that feature's services", async () => {
    const file = 'src/server/seed/planted.ts';
    expect(await brokenRules(file, "import { storeImage } from '../features/uploads/image-service';\nexport const f = storeImage;\n")).toEqual([]);
    expect(await brokenRules(file, "import { findCurrentSeason } from '../features/seasons/repo';\nexport const f = findCurrentSeason;\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('allows infrastructure its own layers and the signed-in identity', async () => {
    const text = "import type { Auth } from '../auth';\nimport { write } from '../db/write';\nexport const use = (auth: Auth) => [auth, write];\n";
    expect(await brokenRules('src/server/http/planted.ts', text)).toEqual([]);
  });

  it("lets a feature reach another only through that feature's services", async () => {
    const file = 'src/server/features/games/planted.ts';
    expect(await brokenRules(file, "import { findUserById } from '../users/repo';\nexport const f = findUserById;\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await brokenRules(file, "import { userRoutes } from '../users/routes';\nexport const f = userRoutes;\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await brokenRules(file, "import { findUserById } from '../users/service';\nexport const f = findUserById;\n")).toEqual([]);
    expect(await brokenRules(file, "import { teamIdsOf } from '../users/own-teams-service';\nexport const f = teamIdsOf;\n")).toEqual([]);
  });

  it('keeps route files to services: no repository, no database', async () => {
    const file = 'src/server/features/games/planted-routes.ts';
    expect(await brokenRules(file, "import { listGames } from './service';\nexport const f = listGames;\n")).toEqual([]);
    expect(await brokenRules(file, "import * as repo from './repo';\nexport const f = repo;\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await brokenRules(file, "import { write } from '../../db/write';\nexport const f = write;\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await brokenRules(file, "import { sql } from 'kysely';\nexport const f = sql;\n")).toEqual(['no-restricted-imports']);
  });
});

describe('the client rules the linter keeps', () => {
  it('shows toasts only through the one module that keeps them one at a time', async () => {
    const page = 'src/client/pages/admin/planted.tsx';
    expect(await brokenRules(page, "import { notifications } from '@mantine/notifications';\nexport const f = notifications;\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await brokenRules(page, "import { toast } from '../../ui/notify';\nexport const f = toast;\n")).toEqual([]);
    expect(await brokenRules(page, "import { listGames } from '../../../server/features/games/service';\nexport const f = listGames;\n")).toEqual([
      'no-restricted-imports',
    ]);
  });
});
