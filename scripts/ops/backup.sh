#!/usr/bin/env bash
# Backs up the shop's PostgreSQL database to one file, and optionally proves the file restores.
#
#   scripts/ops/backup.sh <DATABASE_URL> <file.dump>            # pg_dump, custom format (compressed)
#   scripts/ops/backup.sh --verify <DATABASE_URL> <file.dump>   # … then restore it into a scratch database,
#                                                                #   compare row counts, drop the scratch copy
#
# Restore for real (into an empty database, e.g. after creating it with createdb):
#   pg_restore --no-owner --no-privileges --dbname "$NEW_DATABASE_URL" file.dump
# The server applies any newer migrations at start-up, so a backup restores into any later version of the shop.
set -euo pipefail

verify=false
if [ "${1:-}" = "--verify" ]; then verify=true; shift; fi
source_url="${1:?usage: backup.sh [--verify] DATABASE_URL FILE}"
file="${2:?usage: backup.sh [--verify] DATABASE_URL FILE}"

pg_dump --format=custom --no-owner --no-privileges --file="$file" "$source_url"
echo "backup written: $file ($(du -h "$file" | cut -f1))"
$verify || exit 0

# The scratch database sits on the same server, named after this run; it is dropped whatever happens.
scratch="atelier_restore_check_$(date +%s)_$$"
query=""
case "$source_url" in *\?*) query="?${source_url#*\?}" ;; esac
base_url="${source_url%%\?*}"
base_url="${base_url%/*}"
admin_url="${base_url}/postgres${query}"
scratch_url="${base_url}/${scratch}${query}"
cleanup() { psql -q "$admin_url" -c "drop database if exists ${scratch} with (force)" >/dev/null 2>&1 || true; }
trap cleanup EXIT
psql -q "$admin_url" -c "create database ${scratch}" >/dev/null
pg_restore --no-owner --no-privileges --exit-on-error --dbname="$scratch_url" "$file"

counts() {
  psql -At "$1" -c "select 'orders=' || (select count(*) from orders) || ' order_lines=' || (select count(*) from order_lines) || ' payments=' || (select count(*) from payments) || ' products=' || (select count(*) from products) || ' users=' || (select count(*) from users)"
}
original=$(counts "$source_url")
restored=$(counts "$scratch_url")
echo "original: $original"
echo "restored: $restored"
if [ "$original" != "$restored" ]; then
  echo "restore check FAILED: the restored copy differs" >&2
  exit 1
fi
echo "restore check passed"
