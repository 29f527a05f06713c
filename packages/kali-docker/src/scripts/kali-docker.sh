#!/usr/bin/env bash
# Builds and runs a Kali Linux desktop (XFCE) in Docker, reachable three ways:
#   - in a browser through noVNC, behind nginx on ports 80 (redirect) and 443 (HTTPS)
#   - noVNC directly on port 6080
#   - any VNC client on port 5901
# Safe to run again: it rebuilds the image and replaces the previous container.
#
# Usage: ./kali-docker.sh [--help]
# Settings (environment variables):
#   KALI_VNC_PASSWORD     VNC password, 6 to 8 characters (default: generated and printed once)
#   KALI_CONTAINER_NAME   container name (default: kali-desktop)
#   KALI_IMAGE_NAME       image tag (default: kali-desktop:latest)
#   KALI_BUILD_DIR        where the build files are written (default: ./kali-docker-build)
set -euo pipefail

readonly KALI_IMAGE_NAME="${KALI_IMAGE_NAME:-kali-desktop:latest}"
readonly KALI_CONTAINER_NAME="${KALI_CONTAINER_NAME:-kali-desktop}"
readonly KALI_BUILD_DIR="${KALI_BUILD_DIR:-./kali-docker-build}"
readonly VNC_GEOMETRY="1280x720"
readonly VNC_DEPTH="24"
readonly HTTP_PORT=80
readonly HTTPS_PORT=443
readonly VNC_PORT=5901
readonly NOVNC_PORT=6080
readonly PROXY_READ_TIMEOUT=86400

log() { printf '[kali-docker] %s\n' "$*"; }
die() {
  printf '[kali-docker] ERROR: %s\n' "$*" >&2
  exit 1
}

usage() {
  cat <<'EOF'
Usage: ./kali-docker.sh [--help]

Builds a Kali Linux XFCE desktop image and runs it with VNC (5901), noVNC (6080)
and nginx (80 redirects to 443, HTTPS). Running it again replaces the container.

Environment variables:
  KALI_VNC_PASSWORD     VNC password, 6 to 8 characters (default: generated and printed once)
  KALI_CONTAINER_NAME   container name (default: kali-desktop)
  KALI_IMAGE_NAME       image tag (default: kali-desktop:latest)
  KALI_BUILD_DIR        where the build files are written (default: ./kali-docker-build)
EOF
}

case "${1:-}" in
  -h | --help)
    usage
    exit 0
    ;;
  "") ;;
  *)
    usage >&2
    die "Unknown argument: $1"
    ;;
esac

command -v docker >/dev/null 2>&1 || die "Docker is not installed. Install it first: https://docs.docker.com/engine/install/"
docker info >/dev/null 2>&1 || die "The Docker daemon is not reachable. Start it, or add your user to the docker group."

KALI_VNC_PASSWORD="${KALI_VNC_PASSWORD:-}"
generated_password=false
if [[ -z "$KALI_VNC_PASSWORD" ]]; then
  # VNC authentication only uses the first 8 characters.
  KALI_VNC_PASSWORD="$(LC_ALL=C tr -dc 'A-Za-z0-9' </dev/urandom | head -c 8 || true)"
  generated_password=true
fi
if ((${#KALI_VNC_PASSWORD} < 6 || ${#KALI_VNC_PASSWORD} > 8)); then
  die "KALI_VNC_PASSWORD must be 6 to 8 characters long (VNC ignores anything after the 8th)."
fi

# Replace the container of an earlier run first, so its ports do not count as taken.
if docker container inspect "$KALI_CONTAINER_NAME" >/dev/null 2>&1; then
  log "Removing the existing container '$KALI_CONTAINER_NAME'..."
  docker rm -f "$KALI_CONTAINER_NAME" >/dev/null
fi

if command -v ss >/dev/null 2>&1; then
  for port in "$HTTP_PORT" "$HTTPS_PORT" "$VNC_PORT" "$NOVNC_PORT"; do
    if ss -Hltn "sport = :$port" | grep -q .; then
      die "Port $port is already in use on this host. Free it and run the script again."
    fi
  done
fi

log "Writing the build files to $KALI_BUILD_DIR..."
mkdir -p "$KALI_BUILD_DIR"

cat >"$KALI_BUILD_DIR/Dockerfile" <<'EOF'
FROM kalilinux/kali-rolling
ENV DEBIAN_FRONTEND=noninteractive
RUN apt-get update \
 && apt-get install -y --no-install-recommends \
      kali-desktop-xfce dbus-x11 xfonts-base \
      tigervnc-standalone-server tigervnc-tools \
      novnc websockify nginx supervisor openssl ca-certificates \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/*
RUN useradd --create-home --shell /bin/bash kali \
 && mkdir -p /etc/nginx/ssl \
 && openssl req -x509 -nodes -newkey rsa:2048 -days 365 -subj "/CN=localhost" \
      -keyout /etc/nginx/ssl/kali.key -out /etc/nginx/ssl/kali.crt \
 && rm -f /etc/nginx/sites-enabled/default
COPY nginx.conf /etc/nginx/conf.d/kali.conf
COPY supervisord.conf /etc/supervisor/conf.d/kali.conf
COPY entrypoint.sh /usr/local/bin/entrypoint.sh
RUN chmod 0755 /usr/local/bin/entrypoint.sh
EXPOSE 80 443 5901 6080
ENTRYPOINT ["/usr/local/bin/entrypoint.sh"]
EOF

cat >"$KALI_BUILD_DIR/nginx.conf" <<EOF
map \$http_upgrade \$connection_upgrade {
    default upgrade;
    ''      close;
}

server {
    listen ${HTTP_PORT};
    server_name _;
    return 301 https://\$host\$request_uri;
}

server {
    listen ${HTTPS_PORT} ssl;
    server_name _;
    ssl_certificate     /etc/nginx/ssl/kali.crt;
    ssl_certificate_key /etc/nginx/ssl/kali.key;
    ssl_protocols       TLSv1.2 TLSv1.3;

    location = / {
        return 302 /vnc.html?autoconnect=true&resize=scale&path=websockify;
    }

    location / {
        proxy_pass http://127.0.0.1:${NOVNC_PORT};
        proxy_http_version 1.1;
        proxy_set_header Upgrade \$http_upgrade;
        proxy_set_header Connection \$connection_upgrade;
        proxy_set_header Host \$host;
        proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
        proxy_buffering off;
        proxy_read_timeout ${PROXY_READ_TIMEOUT};
        proxy_send_timeout ${PROXY_READ_TIMEOUT};
    }
}
EOF

cat >"$KALI_BUILD_DIR/supervisord.conf" <<EOF
[supervisord]
nodaemon=true
user=root

[program:vnc]
command=/usr/bin/vncserver :1 -fg -localhost no -geometry ${VNC_GEOMETRY} -depth ${VNC_DEPTH} -SecurityTypes VncAuth -xstartup /home/kali/.vnc/xstartup
user=kali
environment=HOME="/home/kali",USER="kali"
autorestart=true
priority=10

[program:novnc]
command=/usr/bin/websockify --web /usr/share/novnc ${NOVNC_PORT} localhost:${VNC_PORT}
autorestart=true
priority=20

[program:nginx]
command=/usr/sbin/nginx -g "daemon off;"
autorestart=true
priority=30
EOF

cat >"$KALI_BUILD_DIR/entrypoint.sh" <<'EOF'
#!/usr/bin/env bash
set -euo pipefail
: "${VNC_PASSWORD:?VNC_PASSWORD is required}"
install -d -o kali -g kali -m 0700 /home/kali/.vnc
printf '%s\n' "$VNC_PASSWORD" | vncpasswd -f >/home/kali/.vnc/passwd
printf '#!/bin/sh\nunset SESSION_MANAGER DBUS_SESSION_BUS_ADDRESS\nexec dbus-launch --exit-with-session startxfce4\n' >/home/kali/.vnc/xstartup
chmod 0600 /home/kali/.vnc/passwd
chmod 0755 /home/kali/.vnc/xstartup
chown kali:kali /home/kali/.vnc/passwd /home/kali/.vnc/xstartup
rm -f /tmp/.X1-lock /tmp/.X11-unix/X1
exec /usr/bin/supervisord -n -c /etc/supervisor/supervisord.conf
EOF

log "Building the image $KALI_IMAGE_NAME (the first build downloads about 3 GB)..."
docker build --pull -t "$KALI_IMAGE_NAME" "$KALI_BUILD_DIR"

log "Starting the container $KALI_CONTAINER_NAME..."
docker run -d \
  --name "$KALI_CONTAINER_NAME" \
  --hostname kali \
  --restart unless-stopped \
  --shm-size 2g \
  -e VNC_PASSWORD="$KALI_VNC_PASSWORD" \
  -p "${HTTP_PORT}:80" \
  -p "${HTTPS_PORT}:443" \
  -p "${VNC_PORT}:5901" \
  -p "${NOVNC_PORT}:6080" \
  "$KALI_IMAGE_NAME" >/dev/null

log "Kali desktop is up (${VNC_GEOMETRY}, ${VNC_DEPTH}-bit colour):"
log "  Browser (HTTPS): https://localhost:${HTTPS_PORT}/  (self-signed certificate)"
log "  Browser (noVNC): http://localhost:${NOVNC_PORT}/vnc.html"
log "  VNC client:      localhost:${VNC_PORT}"
if [[ "$generated_password" == true ]]; then
  log "  VNC password:    $KALI_VNC_PASSWORD  (generated; keep it somewhere safe)"
fi
log "Logs: docker logs -f $KALI_CONTAINER_NAME    Stop: docker stop $KALI_CONTAINER_NAME"
