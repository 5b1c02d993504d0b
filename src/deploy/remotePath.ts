/**
 * A path below the web root as the server takes it: the root absolute ('/var/www/site'), below the
 * login's folder ('www'), the login's folder itself ('.'); '' is the root.
 */
export const remotePath = (root: string, path: string) =>
  root === '.' ? path || '.' : root === '/' ? `/${path}` : path ? `${root}/${path}` : root;
