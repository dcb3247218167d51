import type { APIRoute } from 'astro';
import { app } from '../../server/app';

export const prerender = false;

/** Every /api request is answered by the commerce API (Hono). */
export const ALL: APIRoute = ({ request }) => app().fetch(request);
