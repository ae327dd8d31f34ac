#!/bin/sh
# Runs a command with a Node.js 26 first on PATH (see node26.sh), so `npm start` and `npm test` work on a machine
# whose own Node.js is older: `sh deploy/with-node26.sh node deploy/standalone/main.ts`.
set -eu
PATH="$(sh "$(dirname "$0")/node26.sh"):$PATH"
export PATH
exec "$@"
