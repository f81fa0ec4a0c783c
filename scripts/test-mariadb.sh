#!/usr/bin/env bash
# The test suites' MariaDB (TEST_MARIADB_PORT, 3307 by default), started by the one private-MariaDB launcher,
# scripts/support/mariadb.mjs, which says how it is tuned.
#   scripts/test-mariadb.sh start   starts it (or finds it running) and prints its TEST_MYSQL_URL
#   scripts/test-mariadb.sh stop    stops it and removes its data
exec node "$(dirname "$0")/support/mariadb.mjs" "${1:-start}"
