/**
 * Account and reading controls of the most widely read languages, written for the lexicon tests in
 * their ordinary words (see ./control-rows-africa-asia.ts): registering and making an account, and
 * downloading, logging in and reading more.
 */

// prettier-ignore
export const MAJOR_ACCOUNT: readonly { lang: string; account: string; look: string }[] = [
  { lang: 'es', account: 'Registrarse|Regístrate', look: 'Descargar|Iniciar sesión|Leer más' },
  { lang: 'fr', account: 'S’inscrire|Créer un compte', look: 'Télécharger|Se connecter|Lire la suite' },
  { lang: 'de', account: 'Registrieren|Konto erstellen', look: 'Herunterladen|Einloggen|Weiterlesen' },
  { lang: 'it', account: 'Registrati|Crea un account', look: 'Scarica|Accedi|Leggi di più' },
  { lang: 'pt', account: 'Cadastre-se|Criar conta', look: 'Baixar|Leia mais' },
  { lang: 'nl', account: 'Registreren|Account aanmaken', look: 'Downloaden|Inloggen|Lees meer' },
  { lang: 'pl', account: 'Zarejestruj się|Załóż konto', look: 'Pobierz|Zaloguj się|Czytaj więcej' },
  { lang: 'ru', account: 'Зарегистрироваться|Создать аккаунт', look: 'Скачать|Войти|Читать далее' },
  { lang: 'uk', account: 'Зареєструватися|Створити акаунт', look: 'Завантажити|Увійти|Читати далі' },
  { lang: 'tr', account: 'Kayıt ol|Hesap oluştur', look: 'İndir|Giriş yap|Devamını oku' },
  { lang: 'id', account: 'Daftar sekarang|Buat akun', look: 'Unduh|Masuk|Baca selengkapnya' },
  { lang: 'vi', account: 'Tạo tài khoản', look: 'Tải xuống|Xem thêm' },
  { lang: 'ar', account: 'إنشاء حساب|سجل الآن', look: 'تنزيل|تسجيل الدخول|اقرأ المزيد' },
  { lang: 'hi', account: 'रजिस्टर करें|खाता बनाएं', look: 'डाउनलोड करें|लॉग इन करें|और पढ़ें' },
  { lang: 'ja', account: '会員登録|アカウントを作成', look: 'ダウンロード|ログイン|続きを読む' },
  { lang: 'zh', account: '注册|创建账户|註冊', look: '下载|登录|阅读更多' },
  { lang: 'ko', account: '회원가입|계정 만들기', look: '다운로드|로그인|더 보기' },
  { lang: 'th', account: 'สมัครสมาชิก|สร้างบัญชี', look: 'ดาวน์โหลด|เข้าสู่ระบบ|อ่านเพิ่มเติม' },
];
