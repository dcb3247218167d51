import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { app } from './app';
import { config } from './config';
import { database } from './db/client';
import { logger } from './logger';
import { closeConnectionsWhenDraining, stopGracefully } from './node/graceful';

/** Runs the commerce API on its own (without the site): `npm run api`. SIGINT and SIGTERM stop it without dropping a request (docs/adr/0771). */
const { API_PORT, PORT, HOST } = config();
const port = API_PORT ?? PORT ?? 8787;
const hostname = HOST ?? '127.0.0.1';
await database();
const server = serve({ fetch: app().fetch, port, hostname }, (info) => logger.info(`Commerce API listening on http://${hostname}:${info.port}/api`)) as Server;
closeConnectionsWhenDraining(server);
const stop = () => void stopGracefully(server).finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
