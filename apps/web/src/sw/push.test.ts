import { describe, expect, it } from 'vitest';
import { notificationOf, pageOn, readPush, whereToOpen } from './push';

describe('the service worker’s push handler', () => {
  it('shows the server’s message as it is, one notification per table', () => {
    const b = readPush('{"title":"Din tur i Vri åtter – Familien Berg","url":"/t/abc","table":"abc"}');
    expect(b).toEqual({ title: 'Din tur i Vri åtter – Familien Berg', url: '/t/abc', table: 'abc' });
    expect(notificationOf(b!)).toMatchObject({ tag: 'table-abc', data: { url: '/t/abc' } });
  });
  it('shows nothing for another shape, and never an address of another site', () => {
    expect(readPush('not json')).toBeNull();
    expect(readPush('{"title":"x"}')).toBeNull();
    expect(readPush('{"title":"x","url":"https://evil.example/t/a","table":"a"}')).toBeNull();
    expect(readPush('{"title":"x","url":"//evil.example/t/a","table":"a"}')).toBeNull();
    expect(readPush(null)).toBeNull();
  });
  it('a click focuses a page already on that table, of this site only', () => {
    const pages = [
      { url: 'https://k.example/' },
      { url: 'https://k.example/t/abc?invite=x' },
      { url: 'https://o.example/t/def' },
    ];
    expect(pageOn(pages, '/t/abc', 'https://k.example')).toBe(pages[1]);
    expect(pageOn(pages, '/t/def', 'https://k.example')).toBeUndefined();
  });
  it('a click takes a page of this site on no table there; one at another table is left alone', () => {
    const front = { url: 'https://k.example/' };
    const other = { url: 'https://k.example/t/other' };
    const elsewhere = { url: 'https://o.example/' };
    const on = { url: 'https://k.example/t/abc' };
    expect(whereToOpen([other, front, on], '/t/abc', 'https://k.example')).toEqual({ focus: on });
    expect(whereToOpen([other, front], '/t/abc', 'https://k.example')).toEqual({ navigate: front });
    expect(whereToOpen([other, elsewhere], '/t/abc', 'https://k.example')).toEqual({ open: '/t/abc' });
    expect(whereToOpen([], '/t/abc?invite=x', 'https://k.example')).toEqual({ open: '/t/abc?invite=x' });
  });
});
