import rawInstaller from '../scripts/install-electrumx.ps1?raw';

/** The shipped installer, typed here so the .d.ts needs no `?raw` module. */
export const installerScript: string = rawInstaller;

export const INSTALLER_FILENAME = 'install-electrumx.ps1';

/** Spec §9: the indexer installer's Python version and install directory. */
export const ELECTRUMX_PYTHON_VERSION = '3.11.9';
export const ELECTRUMX_INSTALL_DIR = 'C:\\ElectrumX';

export interface InstallerParameter {
  name: string;
  type: 'string' | 'switch';
  defaultValue?: string;
  description: string;
}

export const INSTALLER_PARAMETERS: readonly InstallerParameter[] = [
  {
    name: 'InstallDir',
    type: 'string',
    defaultValue: ELECTRUMX_INSTALL_DIR,
    description: 'Where ElectrumX, its database and config go',
  },
  {
    name: 'DaemonUrl',
    type: 'string',
    defaultValue: 'http://user:password@127.0.0.1:8332/',
    description: 'RPC address and credentials of your Bitcoin Core node',
  },
  {
    name: 'ElectrumXVersion',
    type: 'string',
    defaultValue: '1.16.0',
    description: 'ElectrumX release (git tag) to install',
  },
  { name: 'Force', type: 'switch', description: 'Overwrite an existing electrumx.conf' },
];
