/**
 * Preloaded into a server process by crash.test.ts: on SIGUSR2 the process gets an unhandled rejection, as a bug
 * in a route or a library would cause one, so the test can watch what the server does about it.
 */
process.on('SIGUSR2', () => {
  void Promise.reject(new Error('a rejection nobody handled'));
});
