import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Expands an IPv6 address ("2001:db8::1") to its eight 16-bit groups. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const words = (items: string[]) =>
    items.flatMap((item) => {
      if (!item.includes('.')) {
        return [Number.parseInt(item, 16)];
      }
      const [a = 0, b = 0, c = 0, d = 0] = item.split('.').map(Number);
      return [a * 256 + b, c * 256 + d];
    });
  const left = words(part(head));
  const right = tail === undefined ? [] : words(part(tail));
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key per-IP limits count under: an IPv4 address as is, an IPv6 address by its /64 (one
 * customer's allocation, as @fastify/rate-limit's own default key does), an IPv4-mapped IPv6
 * address as the IPv4 address. Without this, one /64 gives an attacker 2^64 fresh keys.
 */
export function clientKeyOf(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) {
    return address.toLowerCase();
  }
  const groups = ipv6Groups(address.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

export function clientKey(request: Pick<FastifyRequest, 'ip'>): string {
  return clientKeyOf(request.ip);
}

/** A per-user key when signed in, else the client's address key. */
export function userOrClientKey(request: Pick<FastifyRequest, 'ip' | 'user'>): string {
  return request.user ? `user:${request.user.id}` : clientKey(request);
}
