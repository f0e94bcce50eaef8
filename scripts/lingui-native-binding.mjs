// Runs after `npm install` / `npm ci` (the root package's postinstall). Lingui's macro transform is a native package
// per platform (`@lingui/native-tools-<platform>`), an optional dependency whose `engines` ask for Node 22.19 or later.
// npm marks an optional package whose engines the Node running npm fails as not to be installed, silently, and a fresh
// machine's npm may run on an older Node than the project's own (the node@24 dev dependency that runs every script):
// the build then stops with "Cannot find native binding". When the package of this platform is missing, this fetches
// the version the lock file names from the registry with `npm pack`, checks it against the lock file's integrity and
// unpacks it where npm would have put it. Nothing happens where npm installed it. docs/decisions/i18n-library.md.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The platform part of the package's name, as @lingui/native-tools names its optional dependencies. */
function platformKey() {
  const { platform, arch } = process;
  if (platform === 'linux') {
    const glibc = process.report?.getReport()?.header?.glibcVersionRuntime;
    return `linux-${arch}-${glibc ? 'gnu' : 'musl'}`;
  }
  if (platform === 'win32') return `win32-${arch}-msvc`;
  return `${platform}-${arch}`;
}

const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const name = `@lingui/native-tools-${platformKey()}`;
const locked = lock.packages?.[`node_modules/${name}`];
const target = path.join(root, 'node_modules', ...name.split('/'));
if (!locked) {
  console.log(`${name}: not in package-lock.json (no native macro transform for this platform)`);
} else if (!existsSync(path.join(target, 'package.json'))) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'lingui-native-'));
  try {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', `${name}@${locked.version}`, '--json', '--pack-destination', scratch], { cwd: scratch, encoding: 'utf8' }),
    );
    const tarball = path.join(scratch, packed.filename);
    const [algorithm, expected] = locked.integrity.split(/-(.*)/s);
    const actual = createHash(algorithm).update(readFileSync(tarball)).digest('base64');
    if (actual !== expected) throw new Error(`${name}@${locked.version}: the registry's file does not match package-lock.json's integrity`);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
    console.log(`${name}@${locked.version}: unpacked into node_modules (npm had skipped it: its engines ask for a newer Node than npm's)`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
