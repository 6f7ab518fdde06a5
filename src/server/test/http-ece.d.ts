declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  type Params = {
    version: 'aes128gcm' | 'aesgcm';
    privateKey?: ECDH;
    dh?: string;
    authSecret?: string;
  };
  export function decrypt(buffer: Buffer, params: Params): Buffer;
  export function encrypt(buffer: Buffer, params: Params): Buffer;
}
