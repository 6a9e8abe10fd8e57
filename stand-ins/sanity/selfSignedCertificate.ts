/**
 * A throw-away self-signed TLS certificate (no key in the repository). The browser test reaches the
 * Sanity API stand-in under Sanity's real https host names and tells Chromium to ignore certificate
 * errors, so any valid certificate will do.
 */
import { generate } from 'selfsigned';

export async function selfSignedCertificate(commonName: string): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: 'commonName', value: commonName }], { keySize: 2048, algorithm: 'sha256' });
  return { key: pems.private, cert: pems.cert };
}
