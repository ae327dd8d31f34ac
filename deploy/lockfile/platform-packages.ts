/** What npm records of a platform-specific package so that other platforms skip it: `os`, `cpu`, `libc`. */
export interface Platform {
  os: string;
  cpu: string;
  libc?: 'glibc' | 'musl';
}

const OS: Record<string, string> = {
  android: 'android',
  darwin: 'darwin',
  freebsd: 'freebsd',
  linux: 'linux',
  openharmony: 'openharmony',
  win32: 'win32',
  windows: 'win32',
};
const CPU: Record<string, string> = {
  '64': 'x64',
  x64: 'x64',
  arm64: 'arm64',
  arm: 'arm',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};

/**
 * The platform of a native binary package named the way napi-rs, esbuild and turbo name them
 * (`@unrs/resolver-binding-linux-arm-musleabihf`, `@turbo/darwin-arm64`, `@turbo/windows-64`), or undefined
 * when the name does not say one.
 */
export function platformOf(name: string): Platform | undefined {
  const words = name.split('/').pop()!.split('-');
  for (let at = 0; at < words.length - 1; at += 1) {
    const os = OS[words[at]!];
    const cpu = CPU[words[at + 1]!];
    if (!os || !cpu) continue;
    const abi = words[at + 2] ?? '';
    if (os === 'linux' && abi.startsWith('musl')) return { os, cpu, libc: 'musl' };
    if (os === 'linux' && abi.startsWith('gnu')) return { os, cpu, libc: 'glibc' };
    return { os, cpu };
  }
  return undefined;
}
