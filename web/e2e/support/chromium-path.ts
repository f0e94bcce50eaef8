/** Debian's Chromium (`apt-get install -y chromium`); test tools cannot download browsers here. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
