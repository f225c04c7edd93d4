// @ts-nocheck
import { nextTask } from './next-task'

// React, the router and the translations are evaluated; the shop's state and services follow.
await nextTask()
