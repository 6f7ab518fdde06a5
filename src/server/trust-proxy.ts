import { isIP } from 'node:net';
import { z } from 'zod';

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) {
    return false;
  }
  if (bits === undefined) {
    return true;
  }
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: off (`false`/`0`/unset), a hop count (`1`, `2`: the nth address from the right of
 * X-Forwarded-For is the client) or a comma-separated list of proxy addresses/CIDRs (the names
 * `loopback`, `linklocal`, `uniquelocal` too). `true` ("trust every hop") is refused, since any
 * client could then pick its own address and escape per-IP limits.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): false | number | string[] => {
    if (value === undefined || value === '' || value === 'false' || value === '0') {
      return false;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) {
        context.addIssue({ code: 'custom', message: 'at most 10 proxy hops' });
      }
      return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
    const bad = entries.filter((entry) => !named.has(entry) && !isAddressOrCidr(entry));
    if (value === 'true' || bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be a hop count or a list of proxy addresses, not ${value === 'true' ? '"true" (trust everything)' : bad.join(', ')}`,
      });
    }
    return entries;
  });

/** Fastify's trustProxy option for the parsed setting (a hop count becomes proxy-addr's rule). */
export function fastifyTrustProxy(setting: false | number | string[]) {
  if (typeof setting === 'number') {
    return (_address: string, hop: number) => hop < setting;
  }
  return setting;
}
