// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config'
import type { Database } from '../../db/database'
import { createPlatform } from '../platform'

const noDatabase = {} as Database

describe('the commerce platform in production', () => {
  it('refuses to start with the well-known local client', () => {
    const config = parseConfig({ NODE_ENV: 'production' })
    expect(() => createPlatform({ db: noDatabase, config })).toThrow(
      /refuses to start in production.*COMMERCE_CLIENT_ID/,
    )
  })

  it('refuses the default secret even with a custom client id', () => {
    const config = parseConfig({ NODE_ENV: 'production', COMMERCE_CLIENT_ID: 'shop' })
    expect(() => createPlatform({ db: noDatabase, config })).toThrow(/refuses to start in production/)
  })
})
