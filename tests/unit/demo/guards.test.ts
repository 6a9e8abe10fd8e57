import { describe, expect, it } from 'vitest';
import { LOGIN_PATH, loginRedirect, runGuard, safeRedirect } from '../../../src/demo/guards';
import { findRoute } from '../../../src/demo/routes';

describe('vuefire-authenticated guard', () => {
  it('waits while the auth state is unknown', () => {
    expect(runGuard('vuefire-authenticated', 'loading', '/vuefire/users')).toEqual({ kind: 'wait' });
  });
  it('lets a signed-in user through', () => {
    expect(runGuard('vuefire-authenticated', 'signed-in', '/vuefire/users')).toEqual({ kind: 'allow' });
  });
  it('sends everyone else to login with the full path asked for', () => {
    expect(runGuard('vuefire-authenticated', 'signed-out', '/vuefire/posts/new?x=1#top')).toEqual({
      kind: 'redirect',
      to: '/vuefire/login?redirect=%2Fvuefire%2Fposts%2Fnew%3Fx%3D1%23top',
    });
    expect(loginRedirect('/vuefire/users')).toBe('/vuefire/login?redirect=%2Fvuefire%2Fusers');
  });
  it('has one login path: the route table’s login screen, the guard’s target, the sign-out target', () => {
    expect(findRoute(LOGIN_PATH)?.title).toBe('Login');
    expect(loginRedirect()).toBe(`/vuefire${LOGIN_PATH}`);
  });
  it('throws on an unknown guard name', () => {
    expect(() => runGuard('nobody', 'signed-in', '/vuefire')).toThrow(/Unknown route guard "nobody"/);
  });
});

describe('safeRedirect', () => {
  it('follows only paths inside the demo', () => {
    expect(safeRedirect('/vuefire/users')).toBe('/vuefire/users');
    expect(safeRedirect('https://evil.example/vuefire')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/admin')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
