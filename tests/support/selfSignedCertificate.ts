/**
 * A throw-away self-signed TLS certificate, made with node:crypto alone (no openssl binary, no key
 * in the repository). The browser test reaches the stand-in under Sanity's real https host names
 * and tells Chromium to ignore certificate errors, so only the structure has to be valid X.509.
 */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  const head =
    length < 0x80 ? Buffer.from([length]) : length < 0x100 ? Buffer.from([0x81, length]) : Buffer.from([0x82, length >> 8, length & 0xff]);
  return Buffer.concat([Buffer.from([tag]), head, content]);
}
const sequence = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const oid = (bytes: number[]) => der(0x06, Buffer.from(bytes));
const utcTime = (date: Date) => der(0x17, Buffer.from(date.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z'));

const ECDSA_WITH_SHA256 = sequence(oid([0x2a, 0x86, 0x48, 0xce, 0x3d, 0x04, 0x03, 0x02]));
const COMMON_NAME = [0x55, 0x04, 0x03];

export function selfSignedCertificate(commonName: string): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = sequence(der(0x31, sequence(oid(COMMON_NAME), der(0x0c, Buffer.from(commonName)))));
  const now = Date.now();
  const serial = randomBytes(8);
  serial[0] &= 0x7f; // a positive INTEGER
  const toBeSigned = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), // version 3
    der(0x02, serial),
    ECDSA_WITH_SHA256,
    name,
    sequence(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', toBeSigned, privateKey);
  const certificate = sequence(toBeSigned, ECDSA_WITH_SHA256, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const base64 = certificate.toString('base64').replace(/.{64}/g, '$&\n');
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    cert: `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`,
  };
}
