import { describe, expect, it } from 'vitest';
import { formatPointAddress, pointAddress, pointFromWidget, pointQuery } from './points';

describe('parcel locker addresses', () => {
  it('prefer address_details, with the flat number when there is one', () => {
    expect(
      pointAddress({
        address_details: {
          street: 'Ruska',
          building_number: '12',
          flat_number: '3',
          city: 'Wrocław',
          post_code: '50-079',
        },
        address: { line1: 'ignored', line2: 'ignored' },
      }),
    ).toEqual({ line1: 'Ruska 12/3', city: 'Wrocław', post_code: '50-079' });
  });

  it('fall back to address, then location, then the description', () => {
    expect(pointAddress({ address: { line1: 'Długa 5', city: 'Kraków', zip_code: '30-001' } })).toEqual({
      line1: 'Długa 5',
      city: 'Kraków',
      post_code: '30-001',
    });
    expect(pointAddress({ location: { street: 'Polna 1', city: 'Poznań', post_code: '60-001' } })).toEqual({
      line1: 'Polna 1',
      city: 'Poznań',
      post_code: '60-001',
    });
    expect(pointAddress({ location: { latitude: 51.1 }, location_description: 'Przy sklepie' })).toEqual({
      line1: 'Przy sklepie',
      city: null,
      post_code: null,
    });
  });

  it('read a point from the Geowidget event and refuse one without a name', () => {
    const point = pointFromWidget({
      name: 'WRO01M',
      location_description: 'Obok Żabki',
      address_details: { street: 'Ruska', building_number: 12, city: 'Wrocław', post_code: '50-079' },
    });
    expect(point).toMatchObject({ id: 'WRO01M', name: 'WRO01M', address: { line1: 'Ruska 12' } });
    expect(pointFromWidget({ address: {} })).toBeNull();
    expect(pointFromWidget('WRO01M')).toBeNull();
  });

  it('format as one line, leaving out what is missing', () => {
    expect(formatPointAddress({ address: { line1: 'Ruska 12', city: 'Wrocław', post_code: '50-079' } })).toBe(
      'Ruska 12, 50-079 Wrocław',
    );
    expect(formatPointAddress({ address: { line1: null, city: 'Wrocław', post_code: null } })).toBe('Wrocław');
    expect(formatPointAddress({ address: { line1: null, city: null, post_code: null } })).toBeNull();
  });
});

describe('the points search box', () => {
  it('searches a postal code by post_code and anything else by city', () => {
    expect(pointQuery('50079')).toEqual({ post_code: '50-079' });
    expect(pointQuery(' 50-079 ')).toEqual({ post_code: '50-079' });
    expect(pointQuery('Wrocław')).toEqual({ city: 'Wrocław' });
    expect(pointQuery('   ')).toBeNull();
  });
});
