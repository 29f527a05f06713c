#!/usr/bin/env bash
# Manages the Bitcoin Core + ElectrumX stack defined in docker-compose.yml (same folder).
# Usage: ./bitcoin-manager.sh {start|stop|status|logs|backup|help}
set -euo pipefail

STACK_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly STACK_DIR
readonly COMPOSE_YML="$STACK_DIR/docker-compose.yml"
readonly NODE_CONF="$STACK_DIR/bitcoin.conf"
readonly ENV_FILE="$STACK_DIR/.env"
readonly BACKUP_DIR="${BITCOIN_BACKUP_DIR:-$STACK_DIR/backups}"
readonly SERVICES=(bitcoind electrumx)

log() { printf '[bitcoin-manager] %s\n' "$*"; }
die() {
  printf '[bitcoin-manager] ERROR: %s\n' "$*" >&2
  exit 1
}

usage() {
  cat <<'EOF'
Usage: ./bitcoin-manager.sh <command> [options]

Commands:
  start                      Create .env if missing, then start bitcoind and electrumx
  stop                       Stop both services (bitcoind gets up to 5 minutes to flush)
  status                     Show the containers and the node's sync progress
  logs [service] [lines]     Follow the logs (service: bitcoind or electrumx; lines: default 100)
  backup                     Archive docker-compose.yml, bitcoin.conf and .env into ./backups
  help                       Show this help

Environment:
  BITCOIN_BACKUP_DIR         Where backups go (default: ./backups next to this script)
EOF
}

compose() {
  docker compose --project-directory "$STACK_DIR" -f "$COMPOSE_YML" "$@"
}

require_docker() {
  command -v docker >/dev/null 2>&1 || die "Docker is not installed: https://docs.docker.com/engine/install/"
  docker compose version >/dev/null 2>&1 || die "The Docker Compose plugin is missing: install docker-compose-plugin."
  docker info >/dev/null 2>&1 || die "The Docker daemon is not reachable. Start it, or add your user to the docker group."
}

require_files() {
  [[ -f "$COMPOSE_YML" ]] || die "docker-compose.yml not found in $STACK_DIR."
  [[ -f "$NODE_CONF" ]] || die "bitcoin.conf not found in $STACK_DIR."
}

# Creates .env once with a random RPC password; later runs keep it (idempotent).
ensure_env() {
  if [[ -f "$ENV_FILE" ]]; then
    grep -q '^BITCOIN_RPC_PASSWORD=.' "$ENV_FILE" || die ".env exists but has no BITCOIN_RPC_PASSWORD: add one or delete the file."
    return
  fi
  local password
  password="$(LC_ALL=C tr -dc 'A-Za-z0-9' </dev/urandom | head -c 40 || true)"
  [[ ${#password} -eq 40 ]] || die "Could not generate a random RPC password."
  (
    umask 077
    printf 'BITCOIN_RPC_USER=electrumx\nBITCOIN_RPC_PASSWORD=%s\n' "$password" >"$ENV_FILE"
  )
  log "Created .env with a random RPC password (readable by you only)."
}

cmd_start() {
  require_files
  require_docker
  ensure_env
  compose up -d
  log "Started. Initial sync takes 2 to 7 days; follow it with: $0 status"
  log "Electrum clients: tcp port 50001, ssl port 50002 (once ElectrumX has indexed the chain)."
}

cmd_stop() {
  require_files
  require_docker
  compose stop --timeout 300
  log "Stopped. Data stays in the Docker volumes bitcoin-data and electrumx-data."
}

cmd_status() {
  require_files
  require_docker
  compose ps
  if [[ -n "$(compose ps --status running -q bitcoind)" ]]; then
    log "Node sync:"
    # shellcheck disable=SC2016 # expanded by the shell inside the container, where the credentials live
    compose exec -T bitcoind sh -c 'bitcoin-cli -datadir=/home/bitcoin/.bitcoin -rpcuser="$BITCOIN_RPC_USER" -rpcpassword="$BITCOIN_RPC_PASSWORD" getblockchaininfo' |
      grep -E '"(chain|blocks|headers|verificationprogress|initialblockdownload|size_on_disk)"' ||
      log "The node is not answering RPC yet (it may still be starting)."
  else
    log "bitcoind is not running: start it with $0 start"
  fi
}

cmd_logs() {
  local service="${1:-}" lines="${2:-100}"
  if [[ -n "$service" && ! " ${SERVICES[*]} " =~ [[:space:]]${service}[[:space:]] ]]; then
    die "Unknown service '$service': use bitcoind or electrumx."
  fi
  [[ "$lines" =~ ^[0-9]+$ ]] || die "The number of lines must be a whole number, got '$lines'."
  require_files
  require_docker
  if [[ -n "$service" ]]; then
    compose logs -f --tail "$lines" "$service"
  else
    compose logs -f --tail "$lines"
  fi
}

cmd_backup() {
  require_files
  mkdir -p "$BACKUP_DIR"
  local archive files=(docker-compose.yml bitcoin.conf)
  [[ -f "$ENV_FILE" ]] && files+=(.env)
  archive="$BACKUP_DIR/bitcoin-stack-$(date +%Y%m%d-%H%M%S).tar.gz"
  (
    umask 077
    tar -czf "$archive" -C "$STACK_DIR" "${files[@]}"
  )
  log "Backup written to $archive (${files[*]})."
  log "The chain data is not included: it can be downloaded again."
}

main() {
  local command="${1:-}"
  case "$command" in
    start | stop | status | logs | backup) ;;
    help | -h | --help)
      usage
      return 0
      ;;
    "")
      usage >&2
      return 2
      ;;
    *)
      usage >&2
      die "Unknown command '$command'."
      ;;
  esac
  shift
  "cmd_$command" "$@"
}

main "$@"
