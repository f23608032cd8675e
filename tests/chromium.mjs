// Debian's Chromium, with the flags these machines need: browsers never come from
// a download. Shared by playwright.config.ts and the benchmarks.
export const chromiumOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
