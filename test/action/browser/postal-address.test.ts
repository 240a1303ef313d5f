/**
 * A street address typed where the task gives one of its own, with a number the task's words do not hold, came from somewhere
 * else (a page's "post it to our depot instead"): `notGiven` names it, as it names another e-mail or phone. The task's own
 * address, or any address where the task gives none, is not flagged. Addresses written for this test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { notGiven } from '../../../src/action/browser/typed.ts';

const TASK = 'buy the velvet mask and ship it to me: Hannah Brooks, 2417 Larkin St, San Francisco CA 94109. no gift box';

describe('a postal address other than the task’s', () => {
  it('is named, in the words of several countries', () => {
    assert.equal(notGiven(['77 Smith St'], TASK), 'a postal address');
    assert.equal(notGiven(['Via Piave 12, 30171 Mestre'], TASK), 'a postal address');
    assert.equal(notGiven(['上海市闵行区七莘路3188号'], 'deliver to 18F, No. 99 Huaihai Middle Rd, Shanghai'), 'a postal address');
  });

  it('is not flagged when it is the task’s own, or when the task gives none', () => {
    assert.equal(notGiven(['2417 Larkin St'], TASK), undefined);
    assert.equal(notGiven(['2417 Larkin Street, San Francisco CA 94109'], TASK), undefined);
    assert.equal(notGiven(['77 Smith St'], 'buy the velvet mask and ship it to my saved address'), undefined);
    assert.equal(notGiven(['Hannah Brooks', 'San Francisco'], TASK), undefined);
  });
});
