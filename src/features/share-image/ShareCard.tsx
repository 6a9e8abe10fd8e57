/**
 * The share image's layout, for satori (flexbox, inline styles only): the house's name on a band in
 * the accent colour, the title in Fraunces, then when and where. Sizes are in image pixels.
 */
import type { Palette } from './palette';
import { SHARE_IMAGE_SIZE } from './size';

export interface ShareCardText {
  /** On the band above the title: the house's name. */
  eyebrow: string;
  title: string;
  /** Under the title, one line each: when, where. */
  details: readonly string[];
  /** A warning before the title, e.g. «Avlyst». */
  flag?: string;
}

/** Long titles step down so three lines hold them. */
const titleSize = (title: string) => (title.length <= 22 ? 92 : title.length <= 36 ? 76 : 64);

/** The warning before the title, framed in the danger colour. */
function Flag({ flag, palette }: { flag: string; palette: Palette }) {
  return (
    <div
      style={{
        display: 'flex',
        alignSelf: 'flex-start',
        marginBottom: 20,
        padding: '6px 20px',
        border: `4px solid ${palette.danger}`,
        color: palette.danger,
        fontSize: 36,
        fontWeight: 600,
      }}
    >
      {flag}
    </div>
  );
}

export function ShareCard({ text, palette }: { text: ShareCardText; palette: Palette }) {
  return (
    <div
      style={{
        ...SHARE_IMAGE_SIZE,
        display: 'flex',
        flexDirection: 'column',
        background: palette.bg,
        color: palette.text,
        fontFamily: 'Fraunces',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          height: 112,
          padding: '0 72px',
          background: palette.accent,
          color: palette.onAccent,
          fontSize: 40,
          fontWeight: 600,
        }}
      >
        {text.eyebrow}
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          justifyContent: 'space-between',
          padding: '56px 72px 64px',
          borderBottom: `16px solid ${palette.border}`,
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {text.flag && <Flag flag={text.flag} palette={palette} />}
          <div style={{ display: 'block', fontSize: titleSize(text.title), fontWeight: 600, lineHeight: 1.08, lineClamp: 3 }}>
            {text.title}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', fontSize: 38, lineHeight: 1.3 }}>
          {text.details.map((line, i) => (
            <div key={line} style={{ display: 'block', color: i === 0 ? palette.text : palette.muted, lineClamp: 2 }}>
              {line}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
