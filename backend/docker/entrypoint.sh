#!/bin/sh
# Entrypoint of the DreamShade backend image (the root Dockerfile's `backend` target).
#
# For `medusa start` (the image's default command) in the server role
# (MEDUSA_WORKER_MODE=shared or server), the database is prepared first:
#   1. `medusa db:migrate`                              unless MIGRATE_ON_START=false
#   2. the catalogue seed (`medusa exec ./src/scripts/seed.js`), unless SEED_ON_START=false,
#      and only when this database has not yet been seeded with this exact seed/ folder:
#      the seed is idempotent, but re-running it at every start would bring back products
#      the staff deleted. What was loaded is recorded in the table dreamshade_launcher_state
#      (the one the `npm start` launcher uses), under the key "container-seed".
#   3. the staff user ADMIN_EMAIL / ADMIN_PASSWORD, when both are set and it does not exist
#      (refused, and the start stopped, when the password is the published one or short).
# The worker role (MEDUSA_WORKER_MODE=worker) starts at once: the server migrates.
# Any other command (`docker compose run --rm backend sh`) runs as given.
set -eu

log() {
  printf '[entrypoint] %s\n' "$*"
}

# is_on NAME VALUE: succeeds for true/1/yes/on, fails for false/0/no/off, stops on anything else.
is_on() {
  case "$2" in
    true | 1 | yes | on) return 0 ;;
    false | 0 | no | off) return 1 ;;
    *)
      log "$1 must be true or false (got '$2')."
      exit 64
      ;;
  esac
}

# db get KEY | db set KEY VALUE | db user-exists EMAIL
# A few reads and writes through the `pg` driver that Medusa already installs.
# Exit status: 0 done (user-exists: the user exists), 1 the user does not exist, 2 error.
db() {
  node - "$@" <<'JS'
const pg = require("pg")
const TABLE = "dreamshade_launcher_state"
const [command, key, value] = process.argv.slice(2)

async function run(client) {
  const createTable = `create table if not exists ${TABLE} (key text primary key, value text not null)`
  if (command === "get") {
    await client.query(createTable)
    const { rows } = await client.query(`select value from ${TABLE} where key = $1`, [key])
    if (rows[0]) process.stdout.write(rows[0].value)
    return 0
  }
  if (command === "set") {
    await client.query(createTable)
    await client.query(
      `insert into ${TABLE} (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`,
      [key, value]
    )
    return 0
  }
  if (command === "user-exists") {
    const { rowCount } = await client.query(`select 1 from "user" where email = $1 and deleted_at is null`, [key])
    return rowCount ? 0 : 1
  }
  throw new Error(`unknown db command: ${command}`)
}

const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
client
  .connect()
  .then(() => run(client))
  .then(
    async (code) => {
      await client.end()
      process.exit(code)
    },
    async (error) => {
      console.error(`[entrypoint] database: ${error instanceof Error ? error.message : String(error)}`)
      await client.end().catch(() => {})
      process.exit(2)
    }
  )
JS
}

seed_catalogue() {
  seed_dir="${SEED_DIR:-/app/seed}"
  if [ ! -f "$seed_dir/categories.json" ]; then
    log "No seed data in $seed_dir: set SEED_DIR to the seed/ folder, or SEED_ON_START=false."
    exit 1
  fi
  fingerprint=$(cd "$seed_dir" && find . -type f -exec sha256sum {} + | LC_ALL=C sort | sha256sum | cut -d ' ' -f 1)
  loaded=$(db get container-seed)
  if [ "$loaded" = "$fingerprint" ]; then
    log "Catalogue already loaded from this seed: skipping the seed."
    return 0
  fi
  log "Loading the DreamShade catalogue from $seed_dir..."
  SEED_DIR="$seed_dir" medusa exec ./src/scripts/seed.js
  # `medusa exec` runs no subscribers: index what was loaded for the shop's search.
  log "Indexing the catalogue for search..."
  medusa exec ./src/scripts/rebuild-catalogue-search.js
  db set container-seed "$fingerprint"
}

# The development password printed in this repository's README.
PUBLISHED_STAFF_PASSWORD="DreamShade@2026"

ensure_staff_user() {
  email="$1"
  password="$2"
  if [ "$password" = "$PUBLISHED_STAFF_PASSWORD" ] || [ "${#password}" -lt 12 ]; then
    log "ADMIN_PASSWORD is the published development password or shorter than 12 characters: no staff user created."
    exit 64
  fi
  db user-exists "$email" && status=0 || status=$?
  case "$status" in
    0)
      log "Staff user $email exists."
      return 0
      ;;
    1) ;;
    *) log "Could not check whether the staff user $email exists; trying to create it." ;;
  esac
  log "Creating the staff user $email..."
  if ! medusa user -e "$email" -p "$password"; then
    # `medusa user` fails when the user already exists: not a reason to keep the shop down.
    log "Could not create the staff user $email (it may already exist); starting anyway."
  fi
}

prepare_database() {
  : "${DATABASE_URL:?DATABASE_URL must be set}"
  if is_on MIGRATE_ON_START "${MIGRATE_ON_START:-true}"; then
    log "Migrating the database..."
    medusa db:migrate
  fi
  if is_on SEED_ON_START "${SEED_ON_START:-true}"; then
    seed_catalogue
  fi
  if [ -n "${ADMIN_EMAIL:-}" ] && [ -n "${ADMIN_PASSWORD:-}" ]; then
    ensure_staff_user "$ADMIN_EMAIL" "$ADMIN_PASSWORD"
  elif [ -n "${ADMIN_EMAIL:-}${ADMIN_PASSWORD:-}" ]; then
    log "Only one of ADMIN_EMAIL and ADMIN_PASSWORD is set: no staff user created."
  fi
}

if [ "${1:-}" = "medusa" ] && [ "${2:-}" = "start" ]; then
  role="${MEDUSA_WORKER_MODE:-shared}"
  case "$role" in
    shared | server) prepare_database ;;
    worker) log "Worker role: no migrations or seed here (the server does them)." ;;
    *)
      log "MEDUSA_WORKER_MODE must be shared, server or worker (got '$role')."
      exit 64
      ;;
  esac
  log "Starting Medusa ($role)..."
fi

exec "$@"
