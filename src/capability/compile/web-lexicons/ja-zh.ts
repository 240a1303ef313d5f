/**
 * Japanese and Chinese (simplified and traditional characters), written without spaces: the request
 * forms themselves are matched. Japanese requests are a verb's て-form, its plain and its "want to"
 * forms, and for a noun verb (予約, 購入) the noun with する/して/したい/お願い; a bare noun is a
 * control's word only, never a task's request ("予約の確認" checks a booking). Chinese verbs do not
 * inflect: the verb is the form, with the few single characters (买) people type.
 */
import type { UnspacedLexicon, WebRequestKind } from './types.ts';

/** The request forms of Japanese noun verbs ("予約" → "予約して", "予約したい", "予約をお願い"). */
const suru = (...nouns: string[]): string[] =>
  nouns.flatMap((n) => [`${n}して`, `${n}しといて`, `${n}する`, `${n}したい`, `${n}をして`, `${n}をする`, `${n}お願い`, `${n}をお願い`]);

const JAPANESE_FORMS: Readonly<Record<WebRequestKind, readonly string[]>> = {
  look: [...suru('検索', '確認', '比較', '調査'), '調べて', '調べる', '探して', '探す', '見て', '見せて', '教えて'],
  order: [
    ...suru('予約', '購入', '注文', '申し込み', '申込', '購読', '契約'),
    '買って',
    '買っといて',
    '買う',
    '買いたい',
    '頼んで',
    '申し込んで',
    '申し込む',
  ],
  post: [
    ...suru('投稿', '返信', '送信', '質問', 'コメント', '問い合わせ', '共有'),
    '書き込んで',
    '書いて',
    '聞いて',
    '尋ねて',
    '問い合わせて',
    '送って',
    '送る',
  ],
  pay: [...suru('振込', '送金', '支払い', '決済'), '振り込んで', '振り込む', '支払って', '支払う', '払って', '払う'],
};

// prettier-ignore
export const UNSPACED: readonly UnspacedLexicon[] = [
  { lang: 'ja', before: [], after: ['ない', 'ません', 'ず', '禁止', 'なくて'],
    forms: JAPANESE_FORMS,
    controls: { look: ['検索', '絞り込み', '並び替え'], order: ['購入', '注文', '予約', '買う', 'カートに入れる', 'カートに追加', 'かごに入れる', 'レジに進む', '申し込む', '申込', '申し込み', '購読'],
      pay: ['支払', '決済', '振込', '送金'], post: ['投稿', '送信', '返信', '公開', '書き込む', 'コメントする', '共有'], commit: ['確定', '同意', '完了', '登録する'], save: ['保存'],
      remove: ['削除', '退会', '解約', '取り消', '取消', '消去'], step: ['次へ', '進む', '続ける', '続行', '適用'], leave: ['キャンセル', '戻る', '閉じる', '中止', 'やめる'] },
    places: { order: ['カート', '買い物かご', '注文', '予約', '購入', 'お支払い'], settings: ['設定', 'アカウント'], post: ['メッセージ', 'コメント', '口コミ', 'レビュー', '掲示板'] } },
  { lang: 'zh', before: ['不', '别', '別', '不要', '勿', '没', '沒', '禁止', '无需', '無需', '不用', '不必'], after: [],
    forms: {
      look: ['查找', '搜索', '搜尋', '查看', '查询', '查詢', '比较', '比較', '对比', '對比', '找到', '找一', '帮我找', '幫我找', '浏览', '瀏覽', '看看', '检查', '檢查'],
      order: ['预订', '預訂', '预定', '預定', '订购', '訂購', '购买', '購買', '下单', '下單', '买', '買', '订票', '訂票', '帮我订', '幫我訂', '订一', '訂一', '订个', '訂個', '订两', '訂兩', '预约', '預約', '订阅', '訂閱', '报名', '報名', '租一'],
      post: ['发布', '發布', '发帖', '發帖', '回复', '回覆', '发表', '發表', '写评论', '寫評論', '留言', '发送', '發送', '询问', '詢問', '提问', '提問', '分享', '私信', '联系卖家', '聯繫賣家', '联系客服', '聯繫客服'],
      pay: ['转账', '轉帳', '转帐', '付款', '支付', '汇款', '匯款', '缴费', '繳費', '付钱', '付錢'] },
    controls: { look: ['筛选', '篩選', '排序'], order: ['加入购物车', '加入購物車', '结算', '結算', '结账', '結帳', '订单', '訂單', '立即购买', '立即購買', '提交订单', '提交訂單'],
      post: ['评论', '評論'], commit: ['提交', '确认', '確認', '确定', '確定', '送出', '同意'], save: ['保存', '储存', '儲存', '存储', '存儲'],
      remove: ['删除', '刪除', '移除', '清空', '退订', '退訂', '注销', '註銷'], step: ['下一步', '继续', '繼續', '应用', '應用'],
      leave: ['取消', '返回', '关闭', '關閉', '上一步'] },
    places: { order: ['购物车', '購物車', '订单', '訂單', '结算', '結帳', '预订', '預訂'], pay: ['转账', '轉帳'], settings: ['设置', '設定', '账户', '帐户', '帳戶'],
      post: ['消息', '訊息', '评论', '評論', '留言'] } },
];
