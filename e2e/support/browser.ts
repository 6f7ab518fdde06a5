import { existsSync } from 'node:fs';
import { type Browser, chromium, type Download } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

export type LaunchOptions = {
  /** An MJPEG file (JPEG frames one after another) the fake camera plays, for the scan journeys. */
  camera?: string;
};

/** Headless flags for this machine's closed network, plus a fake camera playing `camera`. */
export function browserArgs({ camera }: LaunchOptions = {}): string[] {
  const cameraArgs = camera
    ? [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${camera}`,
      ]
    : [];
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    ...cameraArgs,
  ];
}

export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: browserArgs(options),
  });
}

/**
 * The run's shared Chromium when the e2e project started one (its global setup), else a
 * Chromium of this file's own (a journey run outside Vitest's e2e project, e.g. a bench).
 */
export function connectBrowser(endpoint: string | undefined): Promise<Browser> {
  return endpoint ? chromium.connect(endpoint) : launchBrowser();
}

/**
 * A download's bytes. The journeys' Chromium is a shared remote one, where `download.path()` is not
 * available: the file is streamed over the connection instead.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
