import { describe, expect, it } from 'vitest';
import { plainElement } from '../../../../src/features/share-image/plainElement';

function Line({ text }: { text: string }) {
  return <span style={{ color: 'red' }}>{text}</span>;
}

describe('plainElement', () => {
  it('calls function components and keeps only type and props, so a worker can be sent it', () => {
    const plain = plainElement(
      <div style={{ display: 'flex' }}>
        <Line text="Bønnemøte" />
        {false}
        {['a', 'b'].map((t) => (
          <Line key={t} text={t} />
        ))}
      </div>,
    );
    expect(plain).toEqual({
      type: 'div',
      props: {
        style: { display: 'flex' },
        children: [
          { type: 'span', props: { style: { color: 'red' }, children: 'Bønnemøte' } },
          false,
          [
            { type: 'span', props: { style: { color: 'red' }, children: 'a' } },
            { type: 'span', props: { style: { color: 'red' }, children: 'b' } },
          ],
        ],
      },
    });
    expect(structuredClone(plain)).toEqual(plain);
  });
});
