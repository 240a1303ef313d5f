/**
 * Every web lexicon, in the order their readings are reported: the languages written with spaces
 * (./types.ts `Lexicon`) and those written without (`UnspacedLexicon`: Japanese, Chinese, Korean, Thai,
 * Burmese, Khmer, Lao).
 */
import { SOUTH_ASIAN_SEA } from './hi-vi-id-tl.ts';
import { CENTRAL } from './cs-hu-ro.ts';
import { NORDIC } from './da-no-fi.ts';
import { NORTHERN } from './de-nl-sv-pl.ts';
import { EASTERN } from './el-tr-ru-uk.ts';
import { ROMANCE } from './es-fr-it-pt.ts';
import { MIDDLE_EASTERN } from './he-ar-fa.ts';
import { UNSPACED as JA_ZH } from './ja-zh.ts';
import { KO_TH } from './ko-th.ts';
import { BALKAN } from './sk-bg-sr-hr.ts';
import { CA_SW } from './ca-sw.ts';
import { BALTIC_ICELANDIC } from './lt-lv-et-is.ts';
import { WESTERN } from './ga-cy-eu-gl.ts';
import { MT_LB_AF_SQ } from './mt-lb-af-sq.ts';
import { SL_MK_BE } from './sl-mk-be.ts';
import { KA_HY_AZ } from './ka-hy-az.ts';
import { CENTRAL_ASIAN } from './kk-ky-uz-tg-mn.ts';
import { BN_MR_GU_PA } from './bn-mr-gu-pa.ts';
import { TA_TE_KN_ML } from './ta-te-kn-ml.ts';
import { UR_NE_SI } from './ur-ne-si.ts';
import { CKB_KMR_AM_SO } from './ckb-kmr-am-so.ts';
import { HA_ZU_XH_RW_MG } from './ha-zu-xh-rw-mg.ts';
import { JV_SU_CEB } from './jv-su-ceb.ts';
import { MY_KM_LO } from './my-km-lo.ts';
import { EO_FY_FO_GD_OC_HT } from './eo-fy-fo-gd-oc-ht.ts';
import { TK_TT_BA_UG } from './tk-tt-ba-ug.ts';
import { PS_SD_OR_AS } from './ps-sd-or-as.ts';
import { SN_ST_TN_OM_IG_MI_TPI } from './sn-st-tn-om-ig-mi-tpi.ts';
import { LG_NY_LN_WO } from './lg-ny-ln-wo.ts';
import { NDS_GSW_RM_YI } from './nds-gsw-rm-yi.ts';
import { BR_HSB } from './br-hsb.ts';
import { AST_FUR_SC } from './ast-fur-sc.ts';
import { PAP_GN_QU_HAW } from './pap-gn-qu-haw.ts';
import { CV_SE } from './cv-se.ts';
import { TI_GOM_MAI_BHO } from './ti-gom-mai-bho.ts';
import type { Lexicon, UnspacedLexicon } from './types.ts';

export const WORDED: readonly Lexicon[] = [
  ...ROMANCE,
  ...NORTHERN,
  ...NORDIC,
  ...CENTRAL,
  ...EASTERN,
  ...BALKAN,
  ...CA_SW,
  ...MIDDLE_EASTERN,
  ...SOUTH_ASIAN_SEA,
  ...BALTIC_ICELANDIC,
  ...WESTERN,
  ...MT_LB_AF_SQ,
  ...SL_MK_BE,
  ...KA_HY_AZ,
  ...CENTRAL_ASIAN,
  ...BN_MR_GU_PA,
  ...TA_TE_KN_ML,
  ...UR_NE_SI,
  ...CKB_KMR_AM_SO,
  ...HA_ZU_XH_RW_MG,
  ...JV_SU_CEB,
  ...EO_FY_FO_GD_OC_HT,
  ...TK_TT_BA_UG,
  ...PS_SD_OR_AS,
  ...SN_ST_TN_OM_IG_MI_TPI,
  ...LG_NY_LN_WO,
  ...NDS_GSW_RM_YI,
  ...BR_HSB,
  ...AST_FUR_SC,
  ...PAP_GN_QU_HAW,
  ...CV_SE,
  ...TI_GOM_MAI_BHO,
];
export const UNSPACED: readonly UnspacedLexicon[] = [...JA_ZH, ...KO_TH, ...MY_KM_LO];
