import { runServer } from './serve';

// The server's entry (npm start runs its bundle, dist/server.js): the application, nothing more.
runServer();
