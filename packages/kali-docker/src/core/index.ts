import rawScript from '../scripts/kali-docker.sh?raw';

/** The shipped script: builds and runs the Kali desktop container. Typed here so the .d.ts needs no `?raw` module. */
export const kaliDockerScript: string = rawScript;

export const KALI_SCRIPT_FILENAME = 'kali-docker.sh';

/** Spec §9: the container script's ports, screen and proxy timeout. */
export const KALI_PORTS = { http: 80, https: 443, vnc: 5901, novnc: 6080 } as const;
export const KALI_SCREEN = { width: 1280, height: 720, depth: 24 } as const;
export const KALI_PROXY_READ_TIMEOUT_S = 86400;

export interface PortInfo {
  port: number;
  service: string;
  use: string;
}

export const KALI_PORT_TABLE: readonly PortInfo[] = [
  { port: KALI_PORTS.http, service: 'nginx (HTTP)', use: 'Redirects to HTTPS' },
  {
    port: KALI_PORTS.https,
    service: 'nginx (HTTPS)',
    use: 'noVNC desktop in the browser, self-signed certificate',
  },
  { port: KALI_PORTS.vnc, service: 'TigerVNC', use: 'Any VNC client (Remmina, TigerVNC viewer, RealVNC)' },
  { port: KALI_PORTS.novnc, service: 'noVNC / websockify', use: 'Browser access without nginx' },
];

export interface EnvSetting {
  name: string;
  defaultValue: string;
  description: string;
}

export const KALI_SETTINGS: readonly EnvSetting[] = [
  {
    name: 'KALI_VNC_PASSWORD',
    defaultValue: 'generated',
    description: '6 to 8 characters; printed once when generated',
  },
  {
    name: 'KALI_CONTAINER_NAME',
    defaultValue: 'kali-desktop',
    description: 'Name of the container (replaced on every run)',
  },
  { name: 'KALI_IMAGE_NAME', defaultValue: 'kali-desktop:latest', description: 'Tag of the built image' },
  {
    name: 'KALI_BUILD_DIR',
    defaultValue: './kali-docker-build',
    description: 'Where the Dockerfile and configs are written',
  },
];
