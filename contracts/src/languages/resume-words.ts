/**
 * The words a resume and its public and shared pages show besides its headings, in every resume language
 * (docs/decisions/0047-resume-language.md): the open end of a period, an expected graduation, the grade label, and
 * the labels around a resume on a visitor's page (the site's own header and footer are the app's, not these).
 */
import { MESSAGES } from '../errors/messages';
import type { ResumeLanguage } from './languages';

export interface ResumeWords {
  /** The document's own name: the PDF's title is '{name} - {resume}'. */
  resume: string;
  /** The end of a period still running: 'Mar 2019 – Present'. */
  present: string;
  /** An expected graduation, given the year as the language writes it. */
  expected: (year: string) => string;
  /** Before an education's grade: 'GPA 3.8'. */
  gpa: string;
  /** A logo's text alternative when the branding names no company. */
  logo: string;
  /** The public page's download link. */
  downloadPdf: string;
  /** The banner above a tailored resume. */
  filteredBanner: string;
  viewFullResume: string;
}

export const RESUME_WORDS: Record<ResumeLanguage, ResumeWords> = {
  en: {
    resume: 'Resume',
    present: 'Present',
    expected: (y) => `Expected ${y}`,
    gpa: 'GPA',
    logo: 'Logo',
    downloadPdf: 'Download PDF',
    filteredBanner: MESSAGES.resumeViews.filteredBanner,
    viewFullResume: MESSAGES.resumeViews.viewFullResume,
  },
  de: {
    resume: 'Lebenslauf',
    present: 'heute',
    expected: (y) => `voraussichtlich ${y}`,
    gpa: 'Note',
    logo: 'Logo',
    downloadPdf: 'PDF herunterladen',
    filteredBanner: 'Dieser Lebenslauf wurde gefiltert, um bestimmte Kenntnisse und Erfahrungen hervorzuheben',
    viewFullResume: 'Vollständigen Lebenslauf ansehen',
  },
  fr: {
    resume: 'CV',
    present: "aujourd'hui",
    expected: (y) => `prévu en ${y}`,
    gpa: 'Moyenne',
    logo: 'Logo',
    downloadPdf: 'Télécharger le PDF',
    filteredBanner: 'Ce CV a été filtré pour mettre en avant certaines compétences et expériences',
    viewFullResume: 'Voir le CV complet',
  },
  es: {
    resume: 'Currículum',
    present: 'actualidad',
    expected: (y) => `previsto para ${y}`,
    gpa: 'Nota media',
    logo: 'Logotipo',
    downloadPdf: 'Descargar PDF',
    filteredBanner: 'Este currículum se ha filtrado para destacar determinadas habilidades y experiencias',
    viewFullResume: 'Ver el currículum completo',
  },
  pt: {
    resume: 'Currículo',
    present: 'atual',
    expected: (y) => `previsto para ${y}`,
    gpa: 'Média',
    logo: 'Logotipo',
    downloadPdf: 'Baixar PDF',
    filteredBanner: 'Este currículo foi filtrado para destacar competências e experiências específicas',
    viewFullResume: 'Ver o currículo completo',
  },
  it: {
    resume: 'Curriculum',
    present: 'oggi',
    expected: (y) => `previsto nel ${y}`,
    gpa: 'Media',
    logo: 'Logo',
    downloadPdf: 'Scarica PDF',
    filteredBanner: 'Questo curriculum è stato filtrato per evidenziare competenze ed esperienze specifiche',
    viewFullResume: 'Visualizza il curriculum completo',
  },
  nl: {
    resume: 'Cv',
    present: 'heden',
    expected: (y) => `verwacht in ${y}`,
    gpa: 'Gemiddelde',
    logo: 'Logo',
    downloadPdf: 'PDF downloaden',
    filteredBanner: 'Dit cv is gefilterd om specifieke vaardigheden en ervaring uit te lichten',
    viewFullResume: 'Volledig cv bekijken',
  },
  pl: {
    resume: 'CV',
    present: 'obecnie',
    expected: (y) => `planowo ${y}`,
    gpa: 'Średnia',
    logo: 'Logo',
    downloadPdf: 'Pobierz PDF',
    filteredBanner: 'To CV zostało przefiltrowane, aby wyróżnić wybrane umiejętności i doświadczenie',
    viewFullResume: 'Zobacz pełne CV',
  },
  sv: {
    resume: 'CV',
    present: 'nu',
    expected: (y) => `beräknat ${y}`,
    gpa: 'Snittbetyg',
    logo: 'Logotyp',
    downloadPdf: 'Ladda ner PDF',
    filteredBanner: 'Detta CV har filtrerats för att lyfta fram särskilda kompetenser och erfarenheter',
    viewFullResume: 'Visa hela CV:t',
  },
  tr: {
    resume: 'Özgeçmiş',
    present: 'günümüz',
    expected: (y) => `${y} (beklenen)`,
    gpa: 'GNO',
    logo: 'Logo',
    downloadPdf: 'PDF indir',
    filteredBanner: 'Bu özgeçmiş belirli yetenekleri ve deneyimleri öne çıkarmak için filtrelendi',
    viewFullResume: 'Tam özgeçmişi görüntüle',
  },
  ru: {
    resume: 'Резюме',
    present: 'настоящее время',
    expected: (y) => `ожидается в ${y}`,
    gpa: 'Средний балл',
    logo: 'Логотип',
    downloadPdf: 'Скачать PDF',
    filteredBanner: 'Это резюме отфильтровано, чтобы выделить определённые навыки и опыт',
    viewFullResume: 'Посмотреть полное резюме',
  },
  uk: {
    resume: 'Резюме',
    present: 'теперішній час',
    expected: (y) => `очікується ${y}`,
    gpa: 'Середній бал',
    logo: 'Логотип',
    downloadPdf: 'Завантажити PDF',
    filteredBanner: 'Це резюме відфільтровано, щоб виділити певні навички та досвід',
    viewFullResume: 'Переглянути повне резюме',
  },
  ar: {
    resume: 'السيرة الذاتية',
    present: 'حتى الآن',
    expected: (y) => `متوقع ${y}`,
    gpa: 'المعدل',
    logo: 'شعار',
    downloadPdf: 'تنزيل PDF',
    filteredBanner: 'تمت تصفية هذه السيرة الذاتية لإبراز مهارات وخبرات محددة',
    viewFullResume: 'عرض السيرة الذاتية كاملة',
  },
  he: {
    resume: 'קורות חיים',
    present: 'היום',
    expected: (y) => `צפוי ${y}`,
    gpa: 'ממוצע',
    logo: 'לוגו',
    downloadPdf: 'הורדת PDF',
    filteredBanner: 'קורות החיים האלה סוננו כדי להדגיש כישורים וניסיון מסוימים',
    viewFullResume: 'הצגת קורות החיים המלאים',
  },
  fa: {
    resume: 'رزومه',
    present: 'تاکنون',
    expected: (y) => `پیش‌بینی‌شده ${y}`,
    gpa: 'معدل',
    logo: 'لوگو',
    downloadPdf: 'دانلود PDF',
    filteredBanner: 'این رزومه برای برجسته کردن مهارت‌ها و تجربه‌های خاص فیلتر شده است',
    viewFullResume: 'مشاهده رزومه کامل',
  },
  hi: {
    resume: 'बायोडाटा',
    present: 'वर्तमान',
    expected: (y) => `अपेक्षित ${y}`,
    gpa: 'जीपीए',
    logo: 'लोगो',
    downloadPdf: 'PDF डाउनलोड करें',
    filteredBanner: 'विशेष कौशल और अनुभव को उजागर करने के लिए इस बायोडाटा को फ़िल्टर किया गया है',
    viewFullResume: 'पूरा बायोडाटा देखें',
  },
  ja: {
    resume: '履歴書',
    present: '現在',
    expected: (y) => `${y}予定`,
    gpa: 'GPA',
    logo: 'ロゴ',
    downloadPdf: 'PDFをダウンロード',
    filteredBanner: 'この履歴書は特定のスキルと経験が目立つように絞り込まれています',
    viewFullResume: '履歴書の全体を見る',
  },
  'zh-Hans': {
    resume: '简历',
    present: '至今',
    expected: (y) => `预计${y}`,
    gpa: 'GPA',
    logo: '标志',
    downloadPdf: '下载 PDF',
    filteredBanner: '此简历已经过筛选，以突出特定的技能和经历',
    viewFullResume: '查看完整简历',
  },
  'zh-Hant': {
    resume: '履歷',
    present: '至今',
    expected: (y) => `預計${y}`,
    gpa: 'GPA',
    logo: '標誌',
    downloadPdf: '下載 PDF',
    filteredBanner: '此履歷已經過篩選，以突顯特定的技能與經歷',
    viewFullResume: '查看完整履歷',
  },
  ko: {
    resume: '이력서',
    present: '현재',
    expected: (y) => `${y} 졸업 예정`,
    gpa: '학점',
    logo: '로고',
    downloadPdf: 'PDF 다운로드',
    filteredBanner: '이 이력서는 특정 기술과 경력을 강조하도록 필터링되었습니다',
    viewFullResume: '전체 이력서 보기',
  },
  vi: {
    resume: 'Sơ yếu lý lịch',
    present: 'nay',
    expected: (y) => `dự kiến ${y}`,
    gpa: 'Điểm trung bình',
    logo: 'Logo',
    downloadPdf: 'Tải PDF',
    filteredBanner: 'Sơ yếu lý lịch này đã được lọc để làm nổi bật các kỹ năng và kinh nghiệm cụ thể',
    viewFullResume: 'Xem toàn bộ sơ yếu lý lịch',
  },
  th: {
    resume: 'เรซูเม',
    present: 'ปัจจุบัน',
    expected: (y) => `คาดว่าจะจบ ${y}`,
    gpa: 'เกรดเฉลี่ย',
    logo: 'โลโก้',
    downloadPdf: 'ดาวน์โหลด PDF',
    filteredBanner: 'เรซูเมนี้ถูกกรองเพื่อเน้นทักษะและประสบการณ์เฉพาะด้าน',
    viewFullResume: 'ดูเรซูเมฉบับเต็ม',
  },
  id: {
    resume: 'Resume',
    present: 'sekarang',
    expected: (y) => `perkiraan ${y}`,
    gpa: 'IPK',
    logo: 'Logo',
    downloadPdf: 'Unduh PDF',
    filteredBanner: 'Resume ini telah difilter untuk menonjolkan keahlian dan pengalaman tertentu',
    viewFullResume: 'Lihat resume lengkap',
  },
};

/** A printed resume's title, in the view's language: 'Ada Lovelace - Resume', 'Ada Lovelace - Lebenslauf'. */
export const resumeDocumentTitle = (name: string, language: ResumeLanguage): string =>
  `${name} - ${RESUME_WORDS[language].resume}`;
