// `--shard i/n` of docgen build (shard.ts says what a shard is): read here, so that the command
// line does not load the build to check it.
import { InvalidArgumentError } from 'commander';

export interface ShardSpec {
  /** 1-based. */
  index: number;
  count: number;
}

/** `--shard i/n`, validated. */
export function parseShard(value: string): ShardSpec {
  const m = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || !Number.isSafeInteger(index) || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) {
    throw new InvalidArgumentError('expected i/n, the shard to build and how many there are, with 1 ≤ i ≤ n (e.g. 2/4)');
  }
  return { index, count };
}
