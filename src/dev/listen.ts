import type { Server } from 'node:http';

/**
 * Listens on `port` of 127.0.0.1, or the next free one when it is taken (a second `npm start`, an
 * editor left open), up to `tries` ports on; resolves with the port taken (any free one for 0).
 * The dev server and the band's editor both start this way.
 */
export function listen(server: Server, port: number, tries = 20): Promise<number> {
  return new Promise((done, fail) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE' && port !== 0 && tries > 1) done(listen(server, port + 1, tries - 1));
      else fail(error);
    };
    const onListening = () => {
      server.off('error', onError);
      done((server.address() as { port: number }).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, '127.0.0.1');
  });
}
