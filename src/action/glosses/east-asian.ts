/**
 * Tool words of Chinese (simplified and traditional forms), Japanese and Korean
 * (src/action/foreign.ts reads them).
 *
 * Chinese and Japanese write no spaces: a run of their script is cut into the forms listed here,
 * longest first ("取消预订" → 取消, 预订), so a form is a whole word and no stem. Chinese puts the
 * verb first, as English does; its verbs are glossed in the third person ("取消" cancels), as a
 * description means them. A form that is a noun and a verb alike is glossed as the English word
 * ambiguous the same way ("付款": pay; "预订": booking), and a completed action (已取消) as the
 * English participle.
 *
 * Japanese and Korean end the clause with the verb: a noun of action and a light verb after it
 * ("予約" + "します", "취소" + "합니다") are that verb, a past or passive form after it ("送信済み",
 * "취소된") makes it a modifier and reads as nothing, and each clause is read verb first. Their
 * particles ("を", "が", "の"; Korean "을", "는", written onto the noun, are its endings) have no
 * English word and read as nothing. Forms left out: Japanese "か" (a particle inside many words),
 * "返却" (a return of goods, or of a loan), and the negative "しない"/"しません", which are no light verb.
 */
import type { ToolLanguage } from './language.ts';
import { withEndings } from './table-forms.ts';

/** Korean "do" written onto a noun of action that is as often the noun ("청구합니다" charges; "청구 내역" is billing history). */
const KO_DO = '합니다 하다 한다 하기 하세요 해요 해 하고 하여';

// prettier-ignore
export const EAST_ASIAN: readonly ToolLanguage[] = [
  { lang: 'zh', unspaced: true, coverbs: '向 给 給 对 對 为 為 在 从 從', subordinators: '后 後 之后 之後 以后 以後 时 時 的时候 的時候 之前 以前', verbs: {
    shows: '显示 顯示 展示 呈现 呈現', views: '查看 浏览 瀏覽', lists: '列出 列举 列舉', returns: '返回', gets: '获取 獲取 取得 拉取',
    reads: '读取 讀取 阅读 閱讀', queries: '查询 查詢 查', searches: '搜索 搜尋 寻找 尋找', retrieves: '检索 檢索', finds: '查找', checks: '检查 檢查 核对 核對 验证 驗證',
    calculates: '计算 計算', analyzes: '分析', generates: '生成', recommends: '推荐 推薦', translates: '翻译 翻譯', converts: '转换 轉換',
    creates: '创建 創建 建立 新建 新增', inserts: '插入', copies: '复制 複製', writes: '写入 寫入', replaces: '替换 替換', renames: '重命名', adds: '添加 增加 加入', deletes: '删除 刪除 删 刪 移除 清除', updates: '更新',
    changes: '修改 更改 变更 變更 改', edits: '编辑 編輯', saves: '保存 储存 儲存 存储 存儲', sends: '发送 發送 寄送 寄到 寄给 寄給 推送 发 發', pays: '支付',
    pay: '付款', transfers: '转账 轉帳 转帐 轉賬 汇款 匯款', refunds: '退款 退钱 退錢 退货 退貨', cancels: '取消 撤销 撤銷', orders: '订购 訂購 下单 下單',
    buys: '购买 購買 买 買', invites: '邀请 邀請', grants: '授予 授权 授權', blocks: '屏蔽 封禁 拉黑', executes: '执行 執行 运行 運行',
    uploads: '上传 上傳', downloads: '下载 下載', shares: '分享 共享', publishes: '发布 發布 發佈 发表 發表', posts: '发帖 發帖', closes: '关闭 關閉',
    opens: '打开 打開', approves: '批准 审批 審批', rejects: '拒绝 拒絕 驳回 駁回', assigns: '分配 指派', schedules: '安排 排期', notifies: '通知 提醒',
    replies: '回复 回覆 答复 答覆', registers: '注册 註冊 登记 登記', issues: '开具 開具', moves: '移动 移動', imports: '导入 導入', exports: '导出 導出 匯出 汇出',
    confirms: '确认 確認', sets: '设置 設置 设定 設定', subscribes: '订阅 訂閱', ships: '发货 發貨',
  }, nouns: {
    booking: '预订 預訂 预定 預定 预约 預約', order: '订单 訂單', invoice: '发票 發票', bill: '账单 帳單', payment: '款项 款項', customer: '客户 客戶 顾客 顧客',
    user: '用户 用戶 使用者', message: '消息 訊息 短信 簡訊', email: '邮件 郵件 电子邮件 電子郵件 邮箱 郵箱', configuration: '配置', preferences: '偏好',
    password: '密码 密碼', role: '角色', permissions: '权限 權限', account: '账户 帳戶 账号 帳號', stock: '库存 庫存 存货 存貨', list: '列表 清单 清單 名单 名單',
    schedule: '日程 排班 时间表 時間表 课表 課表', calendar: '日历 日曆', date: '日期', day: '天', time: '时间 時間', product: '产品 產品 商品',
    room: '房间 房間 客房', table: '餐桌 桌位 表格', seat: '座位', ticket: '门票 門票 工单 工單', amount: '金额 金額', balance: '余额 餘額',
    file: '文件 档案 檔案', document: '文档 文檔', report: '报告 報告 报表 報表', data: '数据 數據 资料 資料', details: '详情 詳情 明细 明細',
    records: '记录 記錄', history: '历史 歷史', status: '状态 狀態', price: '价格 價格', money: '钱 錢 资金 資金', card: '银行卡 銀行卡 信用卡',
    supplier: '供应商 供應商', employee: '员工 員工', event: '活动 活動 事件', address: '地址', phone: '电话 電話', delivery: '配送 快递 快遞',
    page: '页面 頁面 主页 主頁 粉丝专页 粉絲專頁', post: '帖子 贴文 貼文', comment: '评论 評論', review: '评价 評價', contact: '联系人 聯繫人 聯絡人',
    member: '会员 會員 成员 成員', subscription: '订阅记录', tool: '工具', specified: '指定',
  }, small: {
    '': '的 地 得 了 着 著', and: '和 及 与 與 并 並 以及', or: '或 或者', in: '在 中', to: '给 給 到 至 向', from: '从 從 自', for: '为 為 对 對 为了 為了',
    not: '不 没有 沒有 未', all: '所有 全部', only: '仅 僅 只', when: '当 當 时 時 的时候 的時候', after: '后 後 之后 之後 以后 以後', before: '之前 以前',
    if: '如果 若', you: '你 您', must: '必须 必須', can: '可以', use: '使用', each: '每 每个 每個', this: '此 该 該 这 這', by: '按 根据 根據', via: '通过 通過',
    cancelled: '已取消', deleted: '已删除 已刪除', sent: '已发送 已發送', paid: '已支付 已付款', completed: '已完成', booked: '已预订 已預訂',
    unpaid: '未支付 未付款 待支付 待付款', pending: '待处理 待處理',
  } },
  { lang: 'ja', unspaced: true, verbFinal: true,
    light: 'する します して し しています している しました できます できる される されます させる させます してください',
    modifiers: 'した された 済み 済', verbs: {
    shows: '表示 示す 示します 見せる 見せます', views: '閲覧 参照', lists: '一覧表示 列挙', returns: '返す 返します', gets: '取得 取り出す 取り出します',
    reads: '読む 読みます 読み込む 読み込みます 読み取る', searches: '検索 探す 探します', checks: '確認 チェック', queries: '照会', calculates: '計算 算出',
    creates: '作成 生成 新規作成 作る 作ります', adds: '追加 加える 加えます', deletes: '削除 消去 消す 消します', removes: '除去 取り除く 取り除きます',
    updates: '更新', changes: '変更 修正', edits: '編集', saves: '保存', sends: '送信 送る 送ります 送付 発送 配信', pays: '支払 支払い 支払う 支払います 決済 払う 払います',
    transfers: '送金 振込 振り込み 振り込む 振り込みます 振替', refunds: '返金 払い戻し 払い戻す 払い戻します', cancels: 'キャンセル 取消 取り消し 取り消す 取り消します 解約',
    books: '予約', orders: '注文 発注', buys: '購入 買う 買います', invites: '招待', grants: '付与', blocks: 'ブロック', executes: '実行',
    uploads: 'アップロード', downloads: 'ダウンロード', shares: '共有 シェア', publishes: '公開 公表', posts: '投稿 掲載', closes: '閉じる 閉じます クローズ',
    opens: '開く 開きます', approves: '承認 許可', rejects: '却下 拒否', assigns: '割り当て 割り当てる 割り当てます 割当', notifies: '通知 知らせる 知らせます',
    replies: '返信 回答', registers: '登録', issues: '発行', moves: '移動', imports: 'インポート', exports: 'エクスポート', sets: '設定', charges: '請求', confirms: '確定',
  }, nouns: {
    booking: '予約', order: '注文', invoice: '請求書 インボイス', payment: '支払い 支払 決済', customer: '顧客 お客様 客', user: 'ユーザー ユーザ 利用者',
    message: 'メッセージ', email: 'メール 電子メール', settings: '設定', password: 'パスワード 暗証番号', role: '役割 ロール', permissions: '権限',
    account: 'アカウント 口座', stock: '在庫', list: '一覧 リスト', schedule: 'スケジュール 予定 日程', calendar: 'カレンダー', date: '日付 日時', day: '日',
    time: '時間 時刻', product: '商品 製品', room: '部屋 客室', table: 'テーブル', seat: '座席 席', ticket: 'チケット', amount: '金額', balance: '残高',
    file: 'ファイル', document: '文書 書類 ドキュメント', report: 'レポート 報告書', data: 'データ', details: '詳細', history: '履歴', status: 'ステータス 状態 状況',
    price: '価格 料金 値段', money: 'お金', card: 'カード', supplier: '仕入先 取引先', employee: '従業員 社員 スタッフ', event: 'イベント', address: '住所 アドレス',
    phone: '電話', notification: 'お知らせ', delivery: '配送 配達', page: 'ページ', comment: 'コメント', contact: '連絡先', member: '会員 メンバー', tool: 'ツール', results: '結果',
    new: '新規 新しい',
  }, small: {
    '': 'を が は の に で へ も ます です', and: 'と や および 及び', or: 'または 又は', from: 'から より', until: 'まで', not: 'ない ません',
    all: 'すべて 全て', only: 'のみ だけ', each: '各', this: 'この その', for: 'ため', about: 'について', specified: '指定 指定した 指定された',
  } },
  { lang: 'ko', verbFinal: true,
    endings: '을 를 이 가 은 는 의 에 에서 에게 께 으로 로 와 과 도 만 별 들 들을 들이 들의 들에 까지 부터 에는 으로는 이나 한테',
    light: '합니다 하다 한다 해요 하세요 하기 하고 하여 해서 하며 하는 할 해 함 하려면 됩니다 되다 되는 될 된다 하십시오 했습니다',
    modifiers: '한 된 했던 되었던 됐던 하던', verbs: {
    sends: '전송 발송 보내* 보냅니다 보낼', shows: '표시 보여주다 보여줍니다 보여주는 보여주기', views: '열람',
    queries: '조회', lists: '나열', returns: '반환 돌려줍니다', gets: '가져오* 가져옵니다 불러오* 불러옵니다',
    searches: '검색 탐색 찾다 찾습니다 찾기 찾는', checks: '확인 점검 검사', calculates: '계산 산출', creates: '생성 작성 만들* 만듭니다',
    adds: '추가', deletes: '삭제 지우다 지웁니다', removes: '제거', updates: '업데이트 갱신', changes: '변경 수정', edits: '편집', saves: '저장',
    pays: '결제 지불 납부', transfers: '송금 이체', refunds: '환불', cancels: '취소', books: '예약', orders: '주문', buys: '구매 구입', invites: '초대',
    grants: '부여', blocks: '차단', executes: '실행', uploads: '업로드', downloads: '다운로드', shares: '공유', publishes: '게시 공개', closes: '종료',
    approves: '승인', rejects: '거절 거부 반려', assigns: '할당 배정 임명', notifies: '통지 통보 리마인드', replies: '답장 답변 응답',
    registers: '등록',
    issues: '발급 발행', moves: '이동', sets: '설정',
    finds: '발견', reads: '읽어* 읽습니다 읽기 읽는 읽다', exports: '내보내기 내보냅니다 내보내* 익스포트', corrects: '정정 교정',
    records: withEndings('기록', KO_DO), schedules: '스케줄링', reschedules: '일정_변경 예약_변경',
    prints: `인쇄 ${withEndings('출력', KO_DO)}`, signs: withEndings('서명', KO_DO), accepts: '수락',
    suspends: withEndings('정지 일시정지', KO_DO), stops: '중지 중단 끕니다 끄기',
    opens: '엽니다 열어* 열기', withdraws: withEndings('출금 인출', KO_DO),
    charges: withEndings('청구 과금 부과', KO_DO),
    forwards: '전달', ships: '출고', revokes: '철회 회수', runs: '구동', starts: `켭니다 켜기 ${withEndings('시작', KO_DO)}`,
    restarts: '재시작 재부팅 재기동', resets: '초기화 재설정', tests: '테스트',
  }, nouns: {
    booking: '예약', order: '주문', invoice: '청구서 송장 인보이스', payment: '결제 지불', customer: '고객 손님', user: '사용자 이용자', message: '메시지 메세지 문자',
    email: '이메일 메일', settings: '설정', password: '비밀번호 암호 패스워드', role: '역할', permissions: '권한', account: '계정 계좌', stock: '재고',
    list: '목록 리스트', schedule: '일정 스케줄 시간표', calendar: '캘린더 달력', date: '날짜 일자', time: '시간 시각', product: '상품 제품', room: '객실 방',
    table: '테이블', seat: '좌석', ticket: '티켓', amount: '금액', balance: '잔액', file: '파일', document: '문서', report: '보고서 리포트', data: '데이터',
    details: '상세', information: '정보', history: '내역 이력', status: '상태', price: '가격 요금', money: '돈', card: '카드', supplier: '공급업체 거래처',
    employee: '직원', event: '이벤트 행사', address: '주소', phone: '전화 전화번호', notification: '알림', delivery: '배송 배달', page: '페이지', post: '게시물',
    comment: '댓글', contact: '연락처', member: '회원 멤버', tool: '도구', new: '새 신규',
  }, small: {
    '': '입니다 이다 있습니다 있는 수', and: '및 그리고', or: '또는 혹은', with: '함께', for: '위한 위해', not: '않습니다 않는 안 못', all: '모든 전체',
    specified: '지정된 지정한 특정',
  } },
];
