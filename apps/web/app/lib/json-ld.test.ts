import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('cannot close the script element it lives in', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script> & <!--');
  });
});
