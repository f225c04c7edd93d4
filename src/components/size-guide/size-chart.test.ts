import { describe, expect, it } from 'vitest'
import { convertSize, euSizes, sizeGroups } from '@common/size-conversion'
import { sizeConventions } from '@common/sizes'
import { sizeChartTable, sizeGroupOf, sizeGroupOfPath } from './size-chart'

describe('the size guide table', () => {
  it.each(sizeGroups)('has a column per convention, EU first, and a row per %s size made', (group) => {
    const { columns, rows } = sizeChartTable(group)

    expect(columns).toEqual(['EU', 'US', 'UK', 'CM', 'KR', 'CA', 'JP', 'CN'])
    expect(rows.map(([eu]) => Number(eu))).toEqual(euSizes(group))
  })

  it.each(sizeGroups)('shows in each %s row what the conversion data gives for its EU size', (group) => {
    const { rows } = sizeChartTable(group)

    for (const row of rows) {
      const size = convertSize(group, Number(row[0]))
      expect(row).toEqual(sizeConventions.map((convention) => size[convention]))
    }
  })

  it('reads a men EU 42 row as the usual chart does', () => {
    const row = sizeChartTable('men').rows.find(([eu]) => eu === '42')

    expect(row).toEqual(['42', '8.5', '8', '26.5', '265', '8.5', '26.5', '265'])
  })

  it('knows a chart by its route param and by the section of a listing path', () => {
    expect(sizeGroupOf('kids')).toBe('kids')
    expect(sizeGroupOf('unisex')).toBeNull()
    expect(sizeGroupOfPath('/women/shoes/sneakers')).toBe('women')
    expect(sizeGroupOfPath('/en/men')).toBe('men')
    expect(sizeGroupOfPath('/en/sale/kids')).toBeNull()
    expect(sizeGroupOfPath('/search')).toBeNull()
  })
})
