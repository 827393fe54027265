/** The library's repository, from its package.json (`repository.url`, injected at build time). */
export const REPOSITORY_URL = __REPOSITORY_URL__.replace(/^git\+/, '').replace(/\.git$/, '');

const [, owner = '', name = ''] = /github\.com\/([^/]+)\/([^/#?]+)/.exec(REPOSITORY_URL) ?? [];

/** Owner and name of the repository, for the star and fork buttons. */
export const REPOSITORY = { owner, name };
