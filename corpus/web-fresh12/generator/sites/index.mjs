// The nine sites of this set, in a fixed order.
import * as labirint from './labirint.mjs';
import * as shatnez from './shatnez.mjs';
import * as paat from './paat.mjs';
import * as kymyz from './kymyz.mjs';
import * as lajan from './lajan.mjs';
import * as waka from './waka.mjs';
import * as safar from './safar.mjs';
import * as havfiski from './havfiski.mjs';
import * as talla from './talla.mjs';

export const SITE_MODULES = [labirint, shatnez, paat, kymyz, lajan, waka, safar, havfiski, talla];
export const SITES = SITE_MODULES.map((m) => m.site);
