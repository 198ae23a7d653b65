/** The PostgreSQL pass (`npm run test:postgres`) names its database in TEST_DATABASE_URL. */
export default function requireTestDatabase(): void {
  if (!process.env.TEST_DATABASE_URL) throw new Error('The PostgreSQL pass needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).');
}
