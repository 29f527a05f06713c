import arbitrage from '@demos/arbitrage';
import bashApp from '@demos/bash-app';
import bitcoinDocker from '@demos/bitcoin-docker';
import cliApp from '@demos/cli-app';
import constellations from '@demos/constellations';
import electrumx from '@demos/electrumx';
import goApp from '@demos/go-app';
import htmlJsApp from '@demos/html-js-app';
import ipfsDeployment from '@demos/ipfs-deployment';
import jcBoatServices from '@demos/jc-boat-services';
import kaliDocker from '@demos/kali-docker';
import type { DemoManifest } from '@demos/kit';
import portfolioApp from '@demos/portfolio-app';
import powershellApp from '@demos/powershell-app';
import privnote from '@demos/privnote';
import pythonApp from '@demos/python-app';
import qr from '@demos/qr';
import reactApp from '@demos/react-app';
import rubyApp from '@demos/ruby-app';
import sky from '@demos/sky';
import steganography from '@demos/steganography';
import viteApp from '@demos/vite-app';
import codeConverter from '@tools/code-converter';
import emailWriter from '@tools/email-writer';
import scaffold from '@tools/scaffold';

/**
 * The one list of pages the site composes, in sidebar order within each group.
 * Adding a demo: create its package (tooling/scripts/new-demo.mjs), import it here and list it.
 */
export const demos: readonly DemoManifest[] = [
  pythonApp,
  arbitrage,
  reactApp,
  viteApp,
  portfolioApp,
  goApp,
  rubyApp,
  bashApp,
  powershellApp,
  ipfsDeployment,
  kaliDocker,
  electrumx,
  bitcoinDocker,
  htmlJsApp,
  cliApp,
  codeConverter,
  scaffold,
  emailWriter,
  qr,
  steganography,
  privnote,
  constellations,
  sky,
  jcBoatServices,
];
