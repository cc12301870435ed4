import { parseEnv, type Env } from './env.ts';
import { runAdminCreate } from './modules/auth/admin-create-command.ts';

/** npm run admin:create -- --id <id>: the first admin of a production database (decision 0083, README "Production"). */
let env: Env | null = null;
try {
  env = parseEnv();
} catch (error) {
  console.error(`Dodam could not create the admin: ${error instanceof Error ? error.message : String(error)}`);
}
process.exitCode = env ? await runAdminCreate(process.argv.slice(2), env, process) : 1;
