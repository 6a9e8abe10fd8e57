import QRCode from 'qrcode';

/**
 * A QR code as inline SVG, made at build time (no script on the page): dark modules on a white
 * square with the quiet zone scanners need, in both colour schemes. Named as an image for screen readers.
 */
export async function qrSvg(text: string, label: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  const escaped = label.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return svg.replace('<svg ', `<svg role="img" aria-label="${escaped}" focusable="false" `);
}
