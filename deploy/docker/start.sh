#!/bin/sh
# Starts the deployable this image was built for (SERVICE build argument).
set -eu
case "${SERVICE:?SERVICE is not set}" in
  gateway) entry=gateway/src/main.ts ;;
  *) entry="services/${SERVICE}/src/main.ts" ;;
esac
exec node "$entry"
