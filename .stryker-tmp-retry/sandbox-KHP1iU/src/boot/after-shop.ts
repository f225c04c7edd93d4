// @ts-nocheck
import { nextTask } from './next-task'

// The shop's statecharts and services are evaluated; the routes and their components follow.
await nextTask()
