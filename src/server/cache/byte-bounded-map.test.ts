import { describe, expect, it } from 'vitest';
import { ByteBoundedMap } from './byte-bounded-map';

describe('ByteBoundedMap', () => {
  it('drops the least recently used values to stay within its bytes', () => {
    const map = new ByteBoundedMap<string>(100);
    map.set('a', 'A', 40);
    map.set('b', 'B', 40);
    map.touch('a');
    map.set('c', 'C', 40);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual(['A', undefined, 'C']);
    expect(map.bytes).toBe(80);
    expect(map.size).toBe(2);
  });

  it('counts a value that grows, and never keeps one larger than the whole bound', () => {
    const map = new ByteBoundedMap<string>(100);
    map.set('a', 'A', 40);
    map.set('b', 'B', 40);
    map.grow('b', 30);
    expect([map.get('a'), map.get('b'), map.bytes]).toEqual([undefined, 'B', 70]);
    map.set('huge', 'H', 101);
    expect([map.get('huge'), map.bytes]).toEqual([undefined, 70]);
    map.set('b', 'B2', 10);
    expect([map.get('b'), map.bytes]).toEqual(['B2', 10]);
  });
});
