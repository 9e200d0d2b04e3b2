import net from 'node:net';

/**
 * What a new TCP connection to 127.0.0.1:`port` meets: 'connected' (it is closed again at once), or
 * the error's code, e.g. 'ECONNREFUSED' once a server has stopped listening.
 */
export function connectionOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}
