import { defineConfig, devices } from '@playwright/test';

/** Chromium from the operating system; the test tool never downloads a browser. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  timeout: 60_000,
  // Generous: on a machine shared with other work a page can take several seconds to settle.
  expect: { timeout: 20_000 },
  reporter: 'list',
  // A failed story runs once more, recording a trace to look at; a story that passes only on its
  // second try still fails the run. Recording a trace of every story cost a sixth of the run's CPU.
  retries: 1,
  failOnFlakyTests: true,
  use: {
    launchOptions: chromium,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // As people who ask their device for less motion: dialogs, menus and toasts appear at once, so
    // no story waits on an animation (a story in public.spec.ts checks both preferences).
    reducedMotion: 'reduce',
    // Stories run without the service worker, as on a first visit; e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    // On a phone: the public site and one story of each screen whose layout changes there (tagged @phone).
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions: chromium } },
  ],
});
