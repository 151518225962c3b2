/**
 * The worker thread of classroom-plays.ts: generates the plays of the simulation in its `workerData`, in order, one
 * for each classroom the main thread grants, and sends each as JSON text (which parses faster than a structured
 * clone of the same records is read).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { classroomPlayer, playToWire } from './classroom-plays.js';
import type { SimulationInput } from './simulation-plan.js';

const player = classroomPlayer(workerData as SimulationInput);
let next = 0;
parentPort!.on('message', (granted: number) => {
  for (let i = 0; i < granted && next < player.count; i++)
    parentPort!.postMessage(playToWire(player.play(next++)));
});
