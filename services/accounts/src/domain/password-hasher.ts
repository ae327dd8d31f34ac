import { hash, verify, type Options } from '@node-rs/argon2';

export interface PasswordHasherOptions {
  memoryKib: number;
  timeCost: number;
}

/** Argon2id hashes (parallelism 1), and a dummy verification so an unknown email costs the same time. */
export class PasswordHasher {
  private readonly options: Options;
  private dummy: Promise<string> | undefined;

  constructor(options: PasswordHasherOptions) {
    // 2 is Argon2id; the package's enum is a `const enum`, which isolated modules cannot read.
    this.options = {
      algorithm: 2,
      memoryCost: options.memoryKib,
      timeCost: options.timeCost,
      parallelism: 1,
    };
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  /** Whether `password` matches `stored`; false (not an error) for a malformed hash. */
  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  /** Spends a real verification's time and answers false: for accounts that do not exist or have no password. */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('not-a-real-password-9f2c');
    await this.verify(await this.dummy, password);
    return false;
  }
}
