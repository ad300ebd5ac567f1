#!/bin/sh
# Creates deploy/secrets/ for compose.yaml: a random database password, the matching DATABASE_URL and a session
# secret. Never committed (.gitignore). Run once; running it again keeps existing secrets.
# The folder is closed (700); the files are readable (644) because compose mounts each file into the container with
# the host's permissions, and the API runs there as the user `node`, not root.
set -eu
cd "$(dirname "$0")"
mkdir -p secrets
chmod 700 secrets
if [ ! -s secrets/postgres_password ]; then
  umask 022
  pw=$(od -An -tx1 -N24 /dev/urandom | tr -d ' \n')
  printf '%s' "$pw" > secrets/postgres_password
  printf 'postgres://afterwork:%s@postgres:5432/afterwork' "$pw" > secrets/database_url
  od -An -tx1 -N32 /dev/urandom | tr -d ' \n' > secrets/session_secret
  echo "secrets written to deploy/secrets/"
else
  echo "deploy/secrets/ already exists: kept"
fi
