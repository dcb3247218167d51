import { serve } from '@hono/node-server';
import { app } from './app';
import { config } from './config';
import { database } from './db/client';
import { logger } from './logger';

/** Runs the commerce API on its own (without the site): `npm run api`. */
const { API_PORT, PORT, HOST } = config();
const port = API_PORT ?? PORT ?? 8787;
const hostname = HOST ?? '127.0.0.1';
await database();
serve({ fetch: app().fetch, port, hostname }, (info) => logger.info(`Commerce API listening on http://${hostname}:${info.port}/api`));
