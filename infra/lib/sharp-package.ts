/**
 * sharp and what it loads at run time, copied beside a function's bundle (`nativePackage` of BundledFunction): its
 * libvips build for Linux x64 (glibc, as Lambda's Amazon Linux 2023), the one `npm ci` installs on the build machine,
 * so a function that carries it runs on x86_64.
 */
export const SHARP_PACKAGE = {
  name: 'sharp',
  files: ['sharp', '@img/colour', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64', 'detect-libc', 'semver'],
} as const;
