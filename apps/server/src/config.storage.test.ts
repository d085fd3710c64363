import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'sokoni-config-')), ...env });
const S3 = { STORAGE: 's3', S3_BUCKET: 'sokoni-uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

describe('storage settings', () => {
  it('keeps uploads in DATA_DIR/uploads by default', () => {
    const config = load({});
    expect(config.storage).toEqual({ kind: 'local', dir: config.uploadsDir });
  });

  it('STORAGE=s3 reads the bucket settings, with the AWS endpoint of the region when none is given', () => {
    expect(load({ ...S3, S3_REGION: 'af-south-1', S3_PREFIX: 'nakuru' }).storage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.af-south-1.amazonaws.com',
      bucket: 'sokoni-uploads',
      region: 'af-south-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      prefix: 'nakuru/',
      pathStyle: true,
      timeoutMs: 15_000,
    });
    expect(load({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_PATH_STYLE: 'false' }).storage).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      pathStyle: false,
      prefix: '',
    });
  });

  it('stops naming every missing variable when STORAGE=s3 is incomplete', () => {
    expect(() => load({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required when STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
  });

  it.each([
    [{ STORAGE: 'ftp' }, 'STORAGE'],
    [{ ...S3, S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET'],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ ...S3, S3_PREFIX: '../up' }, 'S3_PREFIX'],
    [{ ...S3, S3_TIMEOUT_MS: '10' }, 'S3_TIMEOUT_MS'],
  ])('stops on %o naming %s', (env, variable) => {
    expect(() => load(env)).toThrow(variable);
  });
});
