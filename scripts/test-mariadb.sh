#!/usr/bin/env bash
# A MariaDB for the test suites, tuned for speed over durability: its data folder on tmpfs (/dev/shm), the redo log
# flushed once a second (innodb_flush_log_at_trx_commit=2), no binary log, no doublewrite buffer. A crash loses
# only test data, which every suite makes afresh. Debian's mariadbd, on its own port, never the machine's server.
#   scripts/test-mariadb.sh start   starts it (or finds it running) and prints its TEST_MYSQL_URL
#   scripts/test-mariadb.sh stop    stops it and removes its data
set -euo pipefail
PORT=${TEST_MARIADB_PORT:-3307}
ROOT=${TEST_MARIADB_DIR:-/dev/shm/kingside-test-mariadb-$PORT}
URL="mysql://root@127.0.0.1:$PORT/test"

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

case "${1:-start}" in
  start)
    if port_open "$PORT"; then echo "$URL"; exit 0; fi
    rm -rf "$ROOT"
    mkdir -p "$ROOT"
    mariadb-install-db --no-defaults --datadir="$ROOT/data" --user=root --auth-root-authentication-method=normal \
      --skip-test-db >"$ROOT/install.log" 2>&1 || { cat "$ROOT/install.log" >&2; exit 1; }
    start-stop-daemon --start --background --make-pidfile --pidfile "$ROOT/mariadbd.pid" --exec /usr/sbin/mariadbd -- \
      --no-defaults --user=root --datadir="$ROOT/data" --port="$PORT" --bind-address=127.0.0.1 \
      --socket="$ROOT/mysqld.sock" --log-error="$ROOT/error.log" --skip-name-resolve \
      --character-set-server=utf8mb4 --collation-server=utf8mb4_general_ci \
      --skip-log-bin --innodb-flush-log-at-trx-commit=2 --innodb-doublewrite=0 \
      --innodb-buffer-pool-size=512M --innodb-log-file-size=256M --max-connections=500
    for _ in $(seq 1 120); do port_open "$PORT" && break; sleep 0.25; done
    port_open "$PORT" || { echo "test-mariadb: mariadbd did not answer on $PORT (see $ROOT/error.log)" >&2; exit 1; }
    mariadb --protocol=tcp -h 127.0.0.1 -P "$PORT" -u root -e 'CREATE DATABASE IF NOT EXISTS test'
    echo "$URL"
    ;;
  stop)
    start-stop-daemon --stop --oknodo --retry 30 --pidfile "$ROOT/mariadbd.pid" >/dev/null
    rm -rf "$ROOT"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
