// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './config'

describe('parseConfig', () => {
  it('applies the embedded defaults', () => {
    expect(parseConfig({})).toMatchObject({ PORT: 3000, DATA_DIR: '.data', NODE_ENV: 'development' })
    expect(parseConfig({}).DATABASE_URL).toBeUndefined()
  })

  it('reads the values it is given, treating empty ones as unset', () => {
    const config = parseConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/k',
      DATABASE_URL: 'postgres://u@h:5432/db',
      NODE_ENV: 'test',
    })
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/tmp/k',
      DATABASE_URL: 'postgres://u@h:5432/db',
      NODE_ENV: 'test',
    })
    expect(parseConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined()
  })

  it('names every bad value in one message', () => {
    const attempt = () => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT')
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL')
      expect(message).toContain('NODE_ENV')
    }
  })

  it('rejects ports outside 1–65535', () => {
    expect(() => parseConfig({ PORT: '70000' })).toThrow(/PORT/)
  })
})
